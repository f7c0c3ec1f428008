import type { Kysely } from "kysely";
import { data, href, redirect } from "react-router";
import type { Database } from "#app/db/schema.ts";
import { csvAttachment } from "#app/lib/csv.ts";
import { firstFieldErrors, koreanFieldErrors } from "#app/lib/field-errors.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { dataRequestsCopy as copy } from "./copy.ts";
import {
  type DataRequestContext,
  type DataRequestFeatures,
  EraseFailedError,
  erasePersonData,
  exportPersonData,
  type PersonData,
  personDataRows,
  searchPersonData,
} from "./requests.server.ts";
import { EraseSchema, ExportSchema, formFields, PersonPhoneSchema, SearchSchema } from "./schema.ts";

export type Found = { phone: string; data: PersonData };
export type FormErrors = Partial<Record<"phone" | "confirmPhone" | "reason" | "form", string>>;

/**
 * A failed erase is logged by feature and error code only (a database's message may quote a value)
 * and answered as "failed": nothing changed.
 */
async function eraseRequest(
  db: Kysely<Database>,
  features: DataRequestFeatures,
  input: { phone: string; reason: string; requestId?: string },
  context: DataRequestContext,
) {
  try {
    const done = await erasePersonData(db, features, input.phone, input.reason, context, input.requestId);
    logger.info({ requestId: done.requestId, erased: done.erased }, "privacy.erase");
    return { status: "erased" as const, ...done };
  } catch (error) {
    const cause = error instanceof EraseFailedError ? error.cause : error;
    logger.error(
      {
        feature: error instanceof EraseFailedError ? error.feature : null,
        code: (cause as { code?: unknown } | null)?.code ?? null,
        errorName: cause instanceof Error ? cause.name : null,
      },
      "privacy.erase.failed",
    );
    return { status: "failed" as const };
  }
}

/**
 * Two forms (intent): "조회" finds everything held about the number in every feature
 * (privacy.search), "모두 삭제" deletes or anonymises it in one transaction (privacy.erase). A
 * refused erase shows the records again (a new look, recorded) with the Korean reason.
 */
export async function privacyRequestAction(
  { db, actor, clientAddress }: Staff,
  request: Request,
  features: DataRequestFeatures,
) {
  const formData = await readFormData(request);
  const audit = { actor, clientAddress };
  const foundAgain = async (phone: string, requestId: string | undefined): Promise<Found> => {
    const id = requestId && /^[0-9a-f-]{36}$/i.test(requestId) ? requestId : undefined;
    return { phone, data: await searchPersonData(db, features, phone, audit, id) };
  };
  const intent = formData.get("intent");

  if (intent === "search") {
    const parsed = SearchSchema.safeParse(formFields(formData, ["phone"]));
    if (!parsed.success) {
      const errors: FormErrors = firstFieldErrors(koreanFieldErrors(parsed.error, ["phone"]));
      return data({ intent: "search" as const, ok: false as const, errors, found: null }, { status: 400 });
    }
    const phone = parsed.data.phone;
    const found: Found = { phone, data: await searchPersonData(db, features, phone, audit) };
    return { intent: "search" as const, ok: true as const, found };
  }

  if (intent === "erase") {
    const fields = formFields(formData, ["phone", "confirmPhone", "reason", "requestId"]);
    const parsed = EraseSchema.safeParse(fields);
    if (!parsed.success) {
      const errors: FormErrors = firstFieldErrors(koreanFieldErrors(parsed.error, ["phone", "confirmPhone", "reason"]));
      const phone = PersonPhoneSchema.safeParse(fields.phone);
      const requestId = typeof fields.requestId === "string" ? fields.requestId : undefined;
      const found = phone.success ? await foundAgain(phone.data, requestId) : null;
      return data({ intent: "erase" as const, ok: false as const, errors, found }, { status: 400 });
    }
    const result = await eraseRequest(db, features, parsed.data, audit);
    if (result.status === "failed") {
      const found = await foundAgain(parsed.data.phone, parsed.data.requestId);
      return data(
        { intent: "erase" as const, ok: false as const, errors: { form: copy.erase.failed } as FormErrors, found },
        { status: 503 },
      );
    }
    return { intent: "erase" as const, ok: true as const, requestId: result.requestId, erased: result.erased };
  }

  return data(
    { intent: "search" as const, ok: false as const, errors: { form: copy.unknownIntent } as FormErrors, found: null },
    { status: 400 },
  );
}

/**
 * The person's copy of everything held about their number (열람 요구): one CSV, UTF-8 with BOM so
 * Excel opens it in Korean, recorded as privacy.export with the reason and the counts. A refused
 * form goes back to the page with a Korean note (the number is not put in the address).
 */
export async function privacyExportAction(
  { db, actor, clientAddress }: Staff,
  request: Request,
  features: DataRequestFeatures,
) {
  const formData = await readFormData(request);
  const parsed = ExportSchema.safeParse(formFields(formData, ["phone", "reason", "requestId"]));
  if (!parsed.success) throw redirect(`${href("/admin/privacy-requests")}?exportError=1`, 303);
  const now = new Date();
  const { phone, reason, requestId } = parsed.data;
  const person = await exportPersonData(db, features, phone, reason, { actor, clientAddress, now }, requestId);
  return csvAttachment("personal-data", copy.file.header, personDataRows(person, phone, now), now);
}
