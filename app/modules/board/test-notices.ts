import type { NoticeDraft } from "./notice-schema.ts";

export const actor = { actorId: "admin-1", actorEmail: "owner@example.com", ipAddress: "127.0.0.1" };
export const T0 = new Date("2026-12-01T00:00:00.000Z");
export const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

export const noticeDraft = (title: string, body: string): NoticeDraft => ({
  title,
  body,
  category: "schedule",
  pinned: false,
});
