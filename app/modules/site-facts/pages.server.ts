import { getDatabase } from "#app/db/db.server.ts";
import { auditActorOf, type StaffActor } from "#app/platform/audit/audit.server.ts";
import {
  getAdminFacts,
  listFactsRevisions,
  publishFacts,
  restoreFactsRevision,
  saveFactsDraft,
} from "./facts.server.ts";
import type { SiteFacts } from "./schema.ts";

/** What the editor's route asks for; each change writes its audit entry in its own transaction. */
export type FactsActor = StaffActor;

export const adminFactsOf = () => getAdminFacts(getDatabase().db);
export const factsRevisionsOf = () => listFactsRevisions(getDatabase().db);
export const saveDraft = (facts: SiteFacts, actor: FactsActor, clientAddress: string) =>
  saveFactsDraft(getDatabase().db, facts, auditActorOf(actor, clientAddress));
export const publish = (facts: SiteFacts, actor: FactsActor, clientAddress: string) =>
  publishFacts(getDatabase().db, facts, auditActorOf(actor, clientAddress));
export const restore = (number: number, actor: FactsActor, clientAddress: string) =>
  restoreFactsRevision(getDatabase().db, number, auditActorOf(actor, clientAddress));
