import { weekdayNames } from "#app/content/calendar.ts";
import { formatSeoulTimestamp } from "#app/lib/korea-time.ts";
import { bookingStatusLabels } from "#app/modules/bookings/statuses.ts";
import { assignHowLabels, assignmentModeLabels, entryChannelLabels } from "#app/modules/counselling/admin-copy.ts";
import { channelLabels } from "#app/modules/dashboard/copy.ts";
import { leadFormLabels, leadStatusLabels } from "#app/modules/leads/admin-copy.ts";
import { staffRoleLabels } from "#app/platform/access/roles.ts";
import { auditDetailCopy } from "./copy.ts";

/**
 * The audit log as the sales team reads it: Korean action names, Korea times and the JSON detail
 * as labelled pairs. A detail never holds names or phone numbers (see AuditEntry).
 */
export type AuditDetailItem = { label: string; value: string };

/**
 * The features' words the log needs: each code's name and each detail key's label (composed in
 * `app/modules/index.ts`, which the audit page passes in).
 */
export type AuditVocabulary = {
  actionLabels: Readonly<Partial<Record<string, string>>>;
  detailLabels: Readonly<Record<string, string>>;
};

const copy = auditDetailCopy;

/** The log's two readers for one vocabulary. */
export function auditFormat({ actionLabels, detailLabels }: AuditVocabulary) {
  return {
    /** Any string: a stored action this version does not know gets a label too. */
    auditActionLabel: (action: string): string => actionLabels[action] ?? copy.unknownAction(action),
    describeAuditDetail: (action: string, detail: string | null): AuditDetailItem[] =>
      describeAuditDetail(detailLabels, action, detail),
  };
}

/** "2026-11-22T06:05:00Z" → "2026-11-22 15:05 KST" */
export function formatAuditTime(iso: string): string {
  return `${formatSeoulTimestamp(iso)} KST`;
}

const STATUS_CHANGES: Record<string, Record<string, string>> = {
  "lead.update": leadStatusLabels,
  "lead.stage": leadStatusLabels,
  "booking.update": bookingStatusLabels,
  "counselling.mode": assignmentModeLabels,
};

const isEmpty = (value: unknown) => value === null || value === undefined || value === "";
const number = (value: number) => value.toLocaleString("ko-KR");
const lookup = (table: Record<string, string>, value: unknown) =>
  typeof value === "string" ? (table[value] ?? value) : undefined;

const slotTime = (value: unknown) =>
  typeof value === "string" && !Number.isNaN(Date.parse(value)) ? formatSeoulTimestamp(value) : undefined;

/** A value the detail's key knows how to say; undefined when the generic rules apply. */
function knownValue(
  action: string,
  key: string,
  value: unknown,
  keyLabels: Readonly<Record<string, string>>,
): string | undefined {
  const statuses = STATUS_CHANGES[action];
  if (statuses && (key === "from" || key === "to")) return lookup(statuses, value);
  if (action === "booking.move" && (key === "from" || key === "to")) return slotTime(value);
  if (typeof value === "number") {
    if (key === "count") return copy.count(number(value));
    if (key === "capacity") return copy.people(number(value));
    if (key === "slotMinutes") return copy.minutes(number(value));
    if (key === "length") return copy.characters(number(value));
    if (key === "partySize" || key === "partySizeMax") return copy.people(number(value));
    if (key === "daysAhead") return copy.days(number(value));
  }
  switch (key) {
    case "status":
    case "stageFrom":
    case "stageTo":
      return lookup(leadStatusLabels, value);
    case "form":
      return lookup(leadFormLabels, value);
    case "channel":
      return lookup(channelLabels, value);
    case "via":
      return lookup(copy.via, value);
    case "role":
    case "fromRole":
    case "toRole":
      return lookup(staffRoleLabels, value);
    case "how":
      return lookup(assignHowLabels, value);
    case "entryChannel":
      return lookup(entryChannelLabels, value);
    case "entryId":
      return typeof value === "string" ? value.slice(0, 8) : undefined;
    case "noteId":
      return typeof value === "string" ? value.slice(0, 8) : undefined;
    case "slot":
      return slotTime(value);
    case "changed":
      return Array.isArray(value)
        ? value.map((field) => lookup(copy.pressFields, field) ?? text(field, keyLabels)).join(", ")
        : undefined;
    case "weekdays":
      return Array.isArray(value) ? value.map(weekdayHours).join(", ") : undefined;
    case "weekdayCapacities":
      return Array.isArray(value) ? value.map(weekdayCapacity).join(", ") : undefined;
    case "cancelled":
    case "kept":
    case "moved":
      return Array.isArray(value) ? copy.count(number(value.length)) : undefined;
    case "cause":
      return lookup(copy.causes, value);
    case "by":
      return lookup(copy.by, value);
    case "waitlist":
      return typeof value === "string" ? value.slice(0, 8) : undefined;
    case "closedDates":
      return Array.isArray(value) && value.length === 0 ? copy.none : undefined;
  }
  return undefined;
}

/** Sunday first, as the schedule stores them: "월 10:00~18:00" or "일 휴무". */
function weekdayHours(hours: unknown, index: number): string {
  const weekday = weekdayNames[index] ?? String(index);
  if (hours && typeof hours === "object" && "open" in hours && "close" in hours) {
    return copy.hours(weekday, String(hours.open), String(hours.close));
  }
  return copy.closedWeekday(weekday);
}

/** "월 12명" or "월 기본 정원" (the weekday takes the general capacity). */
function weekdayCapacity(capacity: unknown, index: number): string {
  const weekday = weekdayNames[index] ?? String(index);
  return typeof capacity === "number"
    ? `${weekday} ${copy.people(number(capacity))}`
    : `${weekday} ${copy.generalCapacity}`;
}

/** Any value as short text: objects as "key: value" pairs, never "[object Object]". */
function text(value: unknown, keyLabels: Readonly<Record<string, string>>): string {
  if (isEmpty(value)) return "";
  if (typeof value === "boolean") return value ? copy.yes : copy.no;
  if (typeof value === "number") return number(value);
  if (Array.isArray(value)) {
    const items = value.map((item) => text(item, keyLabels)).filter(Boolean);
    return items.length === 0 ? copy.none : items.join(value.some((item) => isObject(item)) ? " / " : ", ");
  }
  if (isObject(value)) {
    return Object.entries(value)
      .filter(([, inner]) => !isEmpty(inner))
      .map(([key, inner]) => `${keyLabels[key] ?? key}: ${text(inner, keyLabels)}`)
      .join(", ");
  }
  return String(value);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The stored JSON detail as labelled pairs in stored order, empty values left out. The known
 * groups (an export's filter, a schedule) are opened into their own pairs; an unknown object is
 * opened too, its keys shown as stored.
 */
function describeAuditDetail(
  keyLabels: Readonly<Record<string, string>>,
  action: string,
  detail: string | null,
): AuditDetailItem[] {
  if (!detail) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return [{ label: copy.raw, value: detail }];
  }
  if (!isObject(parsed)) return [{ label: copy.raw, value: text(parsed, keyLabels) }];
  const items: AuditDetailItem[] = [];
  const walk = (object: Record<string, unknown>, prefix: string, group: string) => {
    for (const [key, value] of Object.entries(object)) {
      if (isEmpty(value)) continue;
      const known = keyLabels[key];
      if (isObject(value) && (known || prefix === "")) {
        // A known group's pairs stand on their own; an unknown one keeps its name in front.
        walk(value, known ? "" : `${prefix}${key} `, key);
        continue;
      }
      const fromTo = (key === "from" || key === "to") && group === "";
      const label =
        fromTo && STATUS_CHANGES[action]
          ? key === "from"
            ? copy.statusFrom
            : copy.statusTo
          : fromTo && action === "booking.move"
            ? key === "from"
              ? copy.slotFrom
              : copy.slotTo
            : group === "schedule" && key === "capacity"
              ? copy.slotCapacity
              : `${prefix}${known ?? key}`;
      items.push({
        label,
        value:
          (group === "" ? knownValue(action, key, value, keyLabels) : knownValue("", key, value, keyLabels)) ??
          text(value, keyLabels),
      });
    }
  };
  walk(parsed, "", "");
  return items;
}
