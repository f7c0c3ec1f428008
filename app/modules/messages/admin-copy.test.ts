import { expect, test } from "vitest";
import { adminMessagesCopy } from "./admin-copy.ts";
import { MESSAGE_KINDS, MESSAGE_STATUSES } from "./kinds.ts";

test("every message kind has exactly one label and every status a Korean one", () => {
  expect(Object.keys(adminMessagesCopy.kindLabels)).toEqual([...MESSAGE_KINDS]);
  for (const status of MESSAGE_STATUSES) expect(adminMessagesCopy.statusLabels[status]).toMatch(/[가-힣]/);
});
