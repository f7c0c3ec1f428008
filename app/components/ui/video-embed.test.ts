import { expect, test } from "vitest";
import { youtubeEmbedSrc } from "./video-embed.tsx";

test("the player autoplays muted on the privacy-enhanced host, without related videos or a loop", () => {
  const src = youtubeEmbedSrc("pQm3Xh7dT2k");
  expect(src).toBe(
    "https://www.youtube-nocookie.com/embed/pQm3Xh7dT2k?autoplay=1&mute=1&rel=0&modestbranding=1&playsinline=1",
  );
  expect(src).not.toContain("loop");
});

test("the video id is escaped into the path", () => {
  expect(youtubeEmbedSrc("a/b?c")).toContain("/embed/a%2Fb%3Fc?");
});
