import { expect, test } from "vitest";
import { guideVideos, MAX_VR_TABS, type VrTab, visibleVrTabs, vrTabs, vrTourUrls } from "./videos.ts";

test("the model-house tab list is capped at five tabs", () => {
  const many: VrTab[] = Array.from({ length: 7 }, (_, index) => ({ key: `k${index}`, title: `탭 ${index}` }));
  expect(MAX_VR_TABS).toBe(5);
  expect(visibleVrTabs(many).map((tab) => tab.key)).toEqual(["k0", "k1", "k2", "k3", "k4"]);
  expect(visibleVrTabs()).toEqual(vrTabs);
  expect(visibleVrTabs()).toHaveLength(1);
});

test("every VR tab maps to an https tour address", () => {
  for (const tab of vrTabs) {
    expect(vrTourUrls[tab.key]).toMatch(/^https:\/\//);
  }
});

test("guide videos: ids 1 to 3 with the SPEC titles, in order", () => {
  expect(guideVideos.map((video) => [video.id, video.title])).toEqual([
    [1, "입지 안내 영상"],
    [2, "59타입 영상"],
    [3, "84타입 영상"],
  ]);
  for (const video of guideVideos) {
    expect(video.videoId).toMatch(/^[\w-]{11}$/);
  }
});
