import { getDatabase } from "#app/db/db.server.ts";
import {
  type AuditActor,
  getAdminFacts,
  listFactsRevisions,
  publishFacts,
  restoreFactsRevision,
  saveFactsDraft,
} from "./facts.server.ts";
import type { SiteFacts } from "./schema.ts";

/** What the editor's route asks for; each change writes its audit entry in its own transaction. */
export type FactsActor = { id: string; email: string };

const auditActor = (actor: FactsActor, clientAddress: string): AuditActor => ({
  actorId: actor.id,
  actorEmail: actor.email,
  ipAddress: clientAddress,
});

export const adminFactsOf = () => getAdminFacts(getDatabase().db);
export const factsRevisionsOf = () => listFactsRevisions(getDatabase().db);
export const saveDraft = (facts: SiteFacts, actor: FactsActor, clientAddress: string) =>
  saveFactsDraft(getDatabase().db, facts, auditActor(actor, clientAddress));
export const publish = (facts: SiteFacts, actor: FactsActor, clientAddress: string) =>
  publishFacts(getDatabase().db, facts, auditActor(actor, clientAddress));
export const restore = (number: number, actor: FactsActor, clientAddress: string) =>
  restoreFactsRevision(getDatabase().db, number, auditActor(actor, clientAddress));
