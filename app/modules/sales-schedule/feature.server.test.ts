import { afterEach, expect, test } from "vitest";
import {
  notifyContentChange,
  resetContentVersionsForTest,
} from "#app/platform/content-signal/content-versions.server.ts";
import { salesScheduleServer } from "./feature.server.ts";
import { SCHEDULE_AREA } from "./fields.ts";

afterEach(() => resetContentVersionsForTest());

test("/SalesInfo/guide is a cached page, dropped when the schedule's content changes (a publish, or 00:00 KST)", () => {
  const [page] = salesScheduleServer.cachedPages ?? [];
  expect(page?.pattern.test("/SalesInfo/guide")).toBe(true);
  expect(page?.pattern.test("/SalesInfo/guide/x")).toBe(false);
  let dropped = 0;
  const stop = salesScheduleServer.onCachedPagesStale?.(() => dropped++);
  notifyContentChange("notices");
  expect(dropped).toBe(0);
  notifyContentChange(SCHEDULE_AREA);
  expect(dropped).toBe(1);
  stop?.();
});

test("the schedule's day changes at 00:00 Korea time: declared to the content signal, which fires it", () => {
  expect(salesScheduleServer.contentBoundaries).toEqual([{ area: SCHEDULE_AREA, daily: "korea-midnight" }]);
});
