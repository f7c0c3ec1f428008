import { expect, test } from "vitest";
import { AUDIT_ACTIONS } from "#app/content/audit-actions.ts";
import { LEAD_FORMS, LEAD_STATUSES } from "#app/modules/leads/kinds.ts";
import { MESSAGE_KINDS, MESSAGE_STATUSES } from "#app/modules/messages/kinds.ts";
import { adminMessagesCopy, auditActionLabels, leadFormLabels, leadStatusLabels } from "./admin.ts";

/** Content is data and imports no app code: its label tables are checked against the vocabularies here. */
test("every lead form, inbox status and audit action has exactly one Korean label", () => {
  expect(Object.keys(leadFormLabels)).toEqual([...LEAD_FORMS]);
  expect(Object.keys(leadStatusLabels)).toEqual([...LEAD_STATUSES]);
  expect(Object.keys(auditActionLabels)).toEqual([...AUDIT_ACTIONS]);
  expect(Object.keys(adminMessagesCopy.kindLabels)).toEqual([...MESSAGE_KINDS]);
  for (const status of MESSAGE_STATUSES) expect(adminMessagesCopy.statusLabels[status]).toMatch(/[가-힣]/);
  for (const label of [
    ...Object.values(leadFormLabels),
    ...Object.values(leadStatusLabels),
    ...Object.values(auditActionLabels),
  ]) {
    expect(label).toMatch(/[가-힣]/);
  }
});
