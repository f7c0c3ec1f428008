import { expect, test } from "vitest";
import { leadFormLabels, leadStatusLabels } from "./admin-copy.ts";
import { customerCopy } from "./customer-copy.ts";
import { LEAD_FORMS, LEAD_STAGES } from "./kinds.ts";

test("every lead form and inbox status has exactly one Korean label", () => {
  expect(Object.keys(leadFormLabels)).toEqual([...LEAD_FORMS]);
  expect(Object.keys(leadStatusLabels)).toEqual([...LEAD_STAGES]);
  for (const label of [...Object.values(leadFormLabels), ...Object.values(leadStatusLabels)]) {
    expect(label).toMatch(/[가-힣]/);
  }
});

test("each form is labelled as its page names it, and no two forms share a label", () => {
  // The customer page (/Promotion/Customer) posts "inquiry": its heading is 관심고객 등록, never a visit booking.
  expect(customerCopy.formTitle).toContain(leadFormLabels.inquiry);
  expect(Object.values(leadFormLabels).filter((label) => label.includes("방문예약"))).toEqual([]);
  expect(new Set(Object.values(leadFormLabels)).size).toBe(LEAD_FORMS.length);
});
