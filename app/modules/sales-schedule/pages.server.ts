import { getDatabase } from "#app/db/db.server.ts";
import {
  type AuditActor,
  getAdminSchedule,
  getPublishedSchedule,
  listScheduleRevisions,
  publishSchedule,
  restoreScheduleRevision,
  saveScheduleDraft,
} from "./schedule.server.ts";
import type { ScheduleRow } from "./schema.ts";

/** What the schedule's routes ask for; each change writes its audit entry in its own transaction. */
export type ScheduleActor = { id: string; email: string };

const auditActor = (actor: ScheduleActor, clientAddress: string): AuditActor => ({
  actorId: actor.id,
  actorEmail: actor.email,
  ipAddress: clientAddress,
});

export const publishedScheduleOf = () => getPublishedSchedule(getDatabase().db);
export const adminScheduleOf = () => getAdminSchedule(getDatabase().db);
export const scheduleRevisionsOf = () => listScheduleRevisions(getDatabase().db);
export const saveDraft = (rows: ScheduleRow[], actor: ScheduleActor, clientAddress: string) =>
  saveScheduleDraft(getDatabase().db, rows, auditActor(actor, clientAddress));
export const publish = (rows: ScheduleRow[], actor: ScheduleActor, clientAddress: string) =>
  publishSchedule(getDatabase().db, rows, auditActor(actor, clientAddress));
export const restore = (number: number, actor: ScheduleActor, clientAddress: string) =>
  restoreScheduleRevision(getDatabase().db, number, auditActor(actor, clientAddress));
