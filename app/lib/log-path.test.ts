import { expect, test } from "vitest";
import { loggablePath } from "./log-path.ts";

test("a booking's change link never reaches the log: its token segment is replaced", () => {
  const token = "Ab3_-xYz".repeat(5).slice(0, 43);
  expect(loggablePath(`/Promotion/Visit/${token}`)).toBe("/Promotion/Visit/[token]");
  expect(loggablePath(`/promotion/visit/${token}.data`)).toBe("/promotion/visit/[token]");
  expect(loggablePath(`/Promotion/Visit/${token}/`)).toBe("/Promotion/Visit/[token]/");
});

test("other paths stay as they are, cut to 200 characters", () => {
  expect(loggablePath("/Promotion/Visit")).toBe("/Promotion/Visit");
  expect(loggablePath("/pentacityhansin/visit")).toBe("/pentacityhansin/visit");
  expect(loggablePath("/api/lead")).toBe("/api/lead");
  expect(loggablePath(`/${"a".repeat(300)}`)).toHaveLength(200);
});
