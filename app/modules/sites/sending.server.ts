import { data } from "react-router";
import { firstFieldErrors, koreanFieldErrors } from "#app/lib/field-errors.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { postedText } from "#app/lib/posted-text.ts";
import { isSiteId } from "#app/lib/site-id.ts";
import { adminMessagesCopy } from "#app/modules/messages/admin-copy.ts";
import { ALIMTALK_KINDS } from "#app/modules/messages/copy.ts";
import { ADMIN_HEADERS } from "#app/platform/access/session.server.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import {
  hasOwnSending,
  readSiteSending,
  SiteSendingSchema,
  saveSiteSending,
} from "#app/platform/sites/sending.server.ts";
import { listSites } from "#app/platform/sites/sites.server.ts";
import { sendingCopy } from "./admin-copy.ts";

export const SENDING_FIELDS = ["sender", "optOut080", "alertPhones", "kakaoPfId", "kakaoTemplates"] as const;
type SendingField = (typeof SENDING_FIELDS)[number];

/** The form's values as typed (alert numbers one per line, a template id per 알림톡 kind). */
export type SendingValues = {
  sender: string;
  optOut080: string;
  alertPhones: string;
  kakaoPfId: string;
  templates: Record<string, string>;
};

async function complexOf({ db }: Staff, siteId: string | undefined) {
  const site = isSiteId(siteId) ? (await listSites(db)).find((one) => one.id === siteId) : undefined;
  if (!site) throw data({ error: sendingCopy.notFound }, { status: 404, headers: ADMIN_HEADERS });
  return site;
}

/** 단지 관리 › 발송 설정: the complex's numbers and Kakao channel, with where each is used. */
export async function sendingPage(staff: Staff, siteId: string | undefined) {
  const site = await complexOf(staff, siteId);
  const [sending, own] = await Promise.all([readSiteSending(staff.db, site.id), hasOwnSending(staff.db, site.id)]);
  const values: SendingValues = {
    sender: sending.sender,
    optOut080: sending.optOut080,
    alertPhones: sending.alertPhones.join("\n"),
    kakaoPfId: sending.kakaoPfId,
    templates: Object.fromEntries(ALIMTALK_KINDS.map((kind) => [kind, sending.kakaoTemplates[kind] ?? ""])),
  };
  return {
    site: { id: site.id, name: site.name },
    own,
    values,
    kinds: ALIMTALK_KINDS.map((kind) => ({ kind, label: adminMessagesCopy.kindLabels[kind] ?? kind })),
  };
}

/** Saves the complex's settings (validated, every refusal in Korean, nothing changed), audit-logged in its transaction. */
export async function sendingAction(staff: Staff, siteId: string | undefined, request: Request) {
  const site = await complexOf(staff, siteId);
  const form = await readFormData(request);
  const values: SendingValues = {
    sender: postedText(form, "sender", 20),
    optOut080: postedText(form, "optOut080", 20),
    alertPhones: postedText(form, "alertPhones", 400),
    kakaoPfId: postedText(form, "kakaoPfId", 80),
    templates: Object.fromEntries(ALIMTALK_KINDS.map((kind) => [kind, postedText(form, `template.${kind}`, 80)])),
  };
  const parsed = SiteSendingSchema.safeParse({
    sender: values.sender,
    optOut080: values.optOut080,
    alertPhones: values.alertPhones
      .split(/[\n,]/)
      .map((line) => line.trim())
      .filter(Boolean),
    kakaoPfId: values.kakaoPfId,
    kakaoTemplates: Object.fromEntries(Object.entries(values.templates).filter(([, id]) => id !== "")),
  });
  if (!parsed.success) {
    const errors = firstFieldErrors(koreanFieldErrors<SendingField>(parsed.error, SENDING_FIELDS));
    return data(
      { ok: false as const, message: sendingCopy.refused, errors, values },
      { status: 400, headers: ADMIN_HEADERS },
    );
  }
  const sending = parsed.data;
  await saveSiteSending(staff.db, site.id, sending, {
    also: (trx) =>
      recordAudit(trx, {
        ...staff.audit,
        action: "site.sending",
        target: site.id,
        // What changed is named, never the numbers themselves (staff's phones are personal data).
        detail: {
          sender: sending.sender !== "",
          optOut080: sending.optOut080 !== "",
          alertPhones: sending.alertPhones.length,
          kakao: sending.kakaoPfId !== "",
        },
      }),
  });
  return data({ ok: true as const, message: sendingCopy.done(site.name) }, { headers: ADMIN_HEADERS });
}
