import { expect, test } from "vitest";
import { AUDIT_ACTIONS } from "#app/models/audit.server.ts";
import { LEAD_FORMS, LEAD_STATUSES } from "#app/schemas/lead-fields.ts";
import { auditActionLabels, leadFormLabels, leadStatusLabels } from "./admin.ts";

/** Content is data and imports no app code: its label tables are checked against the vocabularies here. */
test("every lead form, inbox status and audit action has exactly one Korean label", () => {
  expect(Object.keys(leadFormLabels)).toEqual([...LEAD_FORMS]);
  expect(Object.keys(leadStatusLabels)).toEqual([...LEAD_STATUSES]);
  expect(Object.keys(auditActionLabels)).toEqual([...AUDIT_ACTIONS]);
  for (const label of [
    ...Object.values(leadFormLabels),
    ...Object.values(leadStatusLabels),
    ...Object.values(auditActionLabels),
  ]) {
    expect(label).toMatch(/[가-힣]/);
  }
});
