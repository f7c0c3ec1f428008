/** The funnel's stages (leads.status), then the two side stages 보류 and 포기 (docs/decisions/2026-11-26-counselling.md). */
export const LEAD_STAGES = [
  "new",
  "counselling",
  "booked",
  "visited",
  "applied",
  "contracted",
  "on_hold",
  "dropped",
] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

/** An automatic move only goes forward along this, never touching a lead on hold or dropped (a person decided those). */
export const FUNNEL_STAGES = ["new", "counselling", "booked", "visited", "applied", "contracted"] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const ENTRY_CHANNELS = ["call", "text", "visit", "other"] as const;
export type EntryChannel = (typeof ENTRY_CHANNELS)[number];

/**
 * What a lead event records: a stage change, an assignment (to a counsellor or back to the pool), a
 * form or booking by the same person (from: its kind, to: its message), another lead merged into this
 * one (from: the merged lead's id).
 */
export const LEAD_EVENT_KINDS = ["stage", "assign", "form", "merge"] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** How new leads are assigned: by hand (owner, manager, or a counsellor taking one), or in turn over those on duty. */
export const ASSIGNMENT_MODES = ["manual", "round_robin"] as const;
export type AssignmentMode = (typeof ASSIGNMENT_MODES)[number];

export const ASSIGNMENT_STATE_ID = "round_robin";
