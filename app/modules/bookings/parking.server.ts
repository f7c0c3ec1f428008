import type { Kysely } from "kysely";
import { data } from "react-router";
import type { Database } from "#app/db/schema.ts";
import { CONTROL_CHARACTER_MESSAGE, hasNoControlCharactersBesideLines } from "#app/lib/text-schema.ts";
import { z } from "#app/lib/zod.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import { notifyContentChange } from "#app/platform/content-signal/content-versions.server.ts";
import { defineSetting, readSetting, writeSetting } from "#app/platform/settings/settings.server.ts";
import { parkingCopy } from "./parking-copy.ts";

import { PARKING_NOTE_MAX } from "./parking-limits.ts";

const ParkingNoteSchema = z
  .string()
  .trim()
  .max(PARKING_NOTE_MAX, parkingCopy.tooLong)
  .refine(hasNoControlCharactersBesideLines, CONTROL_CHARACTER_MESSAGE);

/** 모델하우스 주차 안내: a short text the manager keeps; empty shows nothing. */
export const PARKING_NOTE = defineSetting<string>({ key: "parking-note", schema: ParkingNoteSchema, first: () => "" });

export const parkingNoteOf = (db: Kysely<Database>) => readSetting(db, PARKING_NOTE);

/** The settings page's "parking" post: the new text, its audit entry and the signal in one transaction. */
export async function saveParkingNote(staff: Staff, formData: FormData, now = new Date()) {
  const parsed = ParkingNoteSchema.safeParse(formData.get("parkingNote") ?? "");
  if (!parsed.success) {
    return data({ ok: false as const, messages: parsed.error.issues.map((issue) => issue.message) }, { status: 400 });
  }
  const version = await staff.db.transaction().execute(async (trx) => {
    const bumped = await writeSetting(trx, PARKING_NOTE, parsed.data, now);
    await recordAudit(trx, { ...staff.audit, action: "booking.parking", detail: { length: parsed.data.length } }, now);
    return bumped;
  });
  notifyContentChange(PARKING_NOTE.area, version);
  return { ok: true as const, messages: [parkingCopy.saved] };
}
