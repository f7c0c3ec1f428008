import { getDatabase } from "#app/db/db.server.ts";
import { auditActorOf, type StaffActor } from "#app/platform/audit/audit.server.ts";
import {
  getAdminSchedule,
  getPublishedSchedule,
  listScheduleRevisions,
  publishSchedule,
  restoreScheduleRevision,
  saveScheduleDraft,
} from "./schedule.server.ts";
import type { ScheduleRow } from "./schema.ts";

/** What the schedule's routes ask for; each change writes its audit entry in its own transaction. */
export type ScheduleActor = StaffActor;

export const publishedScheduleOf = () => getPublishedSchedule(getDatabase().db);
export const adminScheduleOf = () => getAdminSchedule(getDatabase().db);
export const scheduleRevisionsOf = () => listScheduleRevisions(getDatabase().db);
export const saveDraft = (rows: ScheduleRow[], actor: ScheduleActor, clientAddress: string) =>
  saveScheduleDraft(getDatabase().db, rows, auditActorOf(actor, clientAddress));
export const publish = (rows: ScheduleRow[], actor: ScheduleActor, clientAddress: string) =>
  publishSchedule(getDatabase().db, rows, auditActorOf(actor, clientAddress));
export const restore = (number: number, actor: ScheduleActor, clientAddress: string) =>
  restoreScheduleRevision(getDatabase().db, number, auditActorOf(actor, clientAddress));
