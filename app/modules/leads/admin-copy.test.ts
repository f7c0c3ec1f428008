import { expect, test } from "vitest";
import { leadFormLabels, leadStatusLabels } from "./admin-copy.ts";
import { LEAD_FORMS, LEAD_STAGES } from "./kinds.ts";

test("every lead form and inbox status has exactly one Korean label", () => {
  expect(Object.keys(leadFormLabels)).toEqual([...LEAD_FORMS]);
  expect(Object.keys(leadStatusLabels)).toEqual([...LEAD_STAGES]);
  for (const label of [...Object.values(leadFormLabels), ...Object.values(leadStatusLabels)]) {
    expect(label).toMatch(/[가-힣]/);
  }
});
