import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { formatSeoulTimestamp } from "#app/lib/korea-time.ts";
import type { FeatureServer, PersonDataSection } from "#app/modules/feature-server.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import { dataRequestsCopy } from "./copy.ts";

/**
 * A data-subject request (개인정보 보호법 art. 35–37) across features: each feature that holds a
 * person's records publishes `personData` (app/modules/feature-server.ts) and the route passes the
 * feature list in, so this module knows no feature. Every step is audit-logged with counts, the
 * reason and the request's number (a random id tying search, export and erase together), never
 * the phone number, a hash of it, or a name: the entries outlive the data they describe.
 */
export type DataRequestFeatures = readonly Pick<FeatureServer, "name" | "personData">[];
export type DataRequestActor = { id: string; email: string };
export type DataRequestContext = { actor: DataRequestActor; clientAddress: string; now?: Date };

export type PersonData = {
  requestId: string;
  sections: PersonDataSection[];
  total: number;
};

/** Every feature's sections for one normalised phone number, in the features' order. */
export async function findPersonData(
  db: Kysely<Database>,
  features: DataRequestFeatures,
  phone: string,
): Promise<PersonDataSection[]> {
  const found = await Promise.all(features.map((feature) => feature.personData?.find(db, phone) ?? []));
  return found.flat();
}

/** Rows per section, by the section's code: what the audit entry holds of a search or an export. */
export function countsOf(sections: readonly PersonDataSection[]): Record<string, number> {
  return Object.fromEntries(sections.map((section) => [section.name, section.rows.length]));
}

const totalOf = (sections: readonly PersonDataSection[]) =>
  sections.reduce((sum, section) => sum + section.rows.length, 0);

/** Finds the person's records and records the look (privacy.search or privacy.export) with the counts. */
async function findAndRecord(
  db: Kysely<Database>,
  features: DataRequestFeatures,
  phone: string,
  step: { action: "privacy.search" | "privacy.export"; reason?: string; requestId: string },
  { actor, clientAddress, now = new Date() }: DataRequestContext,
): Promise<PersonData> {
  const sections = await findPersonData(db, features, phone);
  const total = totalOf(sections);
  await recordAudit(
    db,
    {
      actorId: actor.id,
      actorEmail: actor.email,
      action: step.action,
      target: step.requestId,
      reason: step.reason ?? null,
      detail: { count: total, found: countsOf(sections) },
      ipAddress: clientAddress,
    },
    now,
  );
  return { requestId: step.requestId, sections, total };
}

/** The owner looks: everything found is shown, recorded as privacy.search with the counts. */
export function searchPersonData(
  db: Kysely<Database>,
  features: DataRequestFeatures,
  phone: string,
  context: DataRequestContext,
  requestId: string = randomUUID(),
): Promise<PersonData> {
  return findAndRecord(db, features, phone, { action: "privacy.search", requestId }, context);
}

/**
 * The person's copy: the same sections, recorded as privacy.export with the reason and the counts
 * (in the same transaction as the reading, so the file and its record agree).
 */
export function exportPersonData(
  db: Kysely<Database>,
  features: DataRequestFeatures,
  phone: string,
  reason: string,
  context: DataRequestContext,
  requestId: string = randomUUID(),
): Promise<PersonData> {
  return db
    .transaction()
    .execute((trx) => findAndRecord(trx, features, phone, { action: "privacy.export", reason, requestId }, context));
}

/** A feature's erase failed: the whole request rolled back. Names the feature, never the data. */
export class EraseFailedError extends Error {
  constructor(
    readonly feature: string,
    options: { cause: unknown },
  ) {
    super(`erase failed in ${feature}`, options);
    this.name = "EraseFailedError";
  }
}

/**
 * Deletes or anonymises everything held about the number in ONE transaction: every feature's
 * erase with the same transaction, then the privacy.erase entry with the counts and the reason.
 * One failing feature rolls back all of it (EraseFailedError) and nothing is recorded as erased.
 */
export async function erasePersonData(
  db: Kysely<Database>,
  features: DataRequestFeatures,
  phone: string,
  reason: string,
  { actor, clientAddress, now = new Date() }: DataRequestContext,
  requestId: string = randomUUID(),
): Promise<{ requestId: string; erased: Record<string, number> }> {
  return db.transaction().execute(async (trx) => {
    const erased: Record<string, number> = {};
    // One after the other: a transaction runs one statement at a time anyway.
    for (const feature of features) {
      if (!feature.personData) continue;
      let counts: Record<string, number>;
      try {
        counts = await feature.personData.erase(trx, phone, { now });
      } catch (error) {
        throw new EraseFailedError(feature.name, { cause: error });
      }
      for (const [key, count] of Object.entries(counts)) erased[key] = (erased[key] ?? 0) + count;
    }
    await recordAudit(
      trx,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: "privacy.erase",
        target: requestId,
        reason,
        detail: { erased },
        ipAddress: clientAddress,
      },
      now,
    );
    return { requestId, erased };
  });
}

/**
 * The person's file as CSV rows under `dataRequestsCopy.file.header` (구분, 번호, 항목, 내용): one
 * line per value, so records of every kind read top to bottom in one sheet; a kind with nothing
 * held says so.
 */
export function personDataRows(data: PersonData, phone: string, now: Date): string[][] {
  const file = dataRequestsCopy.file;
  const rows: string[][] = [
    [file.about, "", file.phone, phone],
    [file.about, "", file.createdAt, `${formatSeoulTimestamp(now.toISOString())} KST`],
    [file.about, "", file.requestId, data.requestId],
  ];
  for (const section of data.sections) {
    if (section.rows.length === 0) rows.push([section.title, "", "", file.none]);
    section.rows.forEach((row, index) => {
      for (const field of row.fields) rows.push([section.title, String(index + 1), field.label, field.value]);
    });
  }
  return rows;
}
