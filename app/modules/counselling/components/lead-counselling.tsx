import type { ReactNode } from "react";
import { Form } from "react-router";
import { formatKoreanDateTime, formatSeoulTimestamp, seoulDay } from "#app/lib/korea-time.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { Card } from "#app/platform/admin-ui/card.tsx";
import { ResultMessage } from "#app/platform/admin-ui/messages.tsx";
import type { leadCounsellingOf } from "../admin.server.ts";
import { counsellingCopy, entryChannelLabels, stageLabels } from "../admin-copy.ts";
import type { HistoryItem } from "../history.server.ts";
import { ENTRY_CHANNELS } from "../kinds.ts";
import { ENTRY_NOTE_MAX, OUTCOME_MAX } from "../schema.ts";
import local from "./counselling.module.css";

/** The counselling section; its history may carry the lead page's old memos. */
export type LeadCounselling = Omit<NonNullable<Awaited<ReturnType<typeof leadCounsellingOf>>>, "history"> & {
  history: readonly HistoryItem[];
};

/** An answer of the lead page's counselling forms (intent assign, take, release, entry). */
export type CounsellingAnswer =
  | { intent: "assign" | "take" | "release"; ok: boolean; message: string }
  | {
      intent: "entry";
      ok: boolean;
      message: string;
      /** What was typed, given back after a refusal. */
      values?: Record<string, string>;
      field?: string;
    };

const label = (stage: string | null) => (stage ? (stageLabels[stage as keyof typeof stageLabels] ?? stage) : "-");

/** Who has the lead, and the forms to change it: owner and managers pick anyone, a counsellor takes from the pool. */
export function AssignmentCard({
  data,
  answer,
  busy,
}: {
  data: LeadCounselling;
  answer?: CounsellingAnswer;
  busy: boolean;
}) {
  const copy = counsellingCopy.assignment;
  const shown = answer && answer.intent !== "entry" ? answer : undefined;
  return (
    <Card id="assignment-title" title={copy.heading} data-testid="lead-assignment">
      <p className={styles.cardText}>
        <strong>{data.assignee ? (data.assignee.name ?? copy.unknownName) : copy.pool}</strong>
        {data.assignee && data.assignedAt ? ` · ${copy.since(formatKoreanDateTime(data.assignedAt))}` : null}
      </p>
      {data.nextContactAt && (
        <p className={styles.cardText}>
          {copy.nextContact}: <time dateTime={data.nextContactAt}>{formatSeoulTimestamp(data.nextContactAt)} KST</time>
        </p>
      )}
      {data.counsellors && (
        <Form method="post" className={local.actions}>
          <input type="hidden" name="intent" value="assign" />
          <Field id="assign-to" label={copy.assignTo}>
            <select
              id="assign-to"
              name="assignee"
              defaultValue={data.assignee?.id ?? "pool"}
              className={`${styles.input} ${local.big}`}
              key={data.assignee?.id ?? "pool"}
            >
              <option value="pool">{copy.pool}</option>
              {data.counsellors.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          </Field>
          <button type="submit" className={`${styles.buttonPrimary} ${local.big}`} disabled={busy}>
            {copy.assignSubmit}
          </button>
        </Form>
      )}
      {data.canTake && (
        <IntentButton intent="take" className={`${styles.buttonPrimary} ${local.submit}`} busy={busy}>
          {copy.take}
        </IntentButton>
      )}
      {data.canRelease && (
        <IntentButton intent="release" className={`${styles.button} ${local.big}`} busy={busy}>
          {copy.release}
        </IntentButton>
      )}
      <ResultMessage result={shown} />
    </Card>
  );
}

function IntentButton(props: { intent: string; className: string; busy: boolean; children: ReactNode }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={props.intent} />
      <button type="submit" className={props.className} disabled={props.busy}>
        {props.children}
      </button>
    </Form>
  );
}

function HistoryLine({ item, formLabels }: { item: HistoryItem; formLabels?: Readonly<Record<string, string>> }) {
  const copy = counsellingCopy.history;
  const line = (kind: string, label: ReactNode, who: ReactNode, rest: ReactNode) => (
    <li className={local.item} data-type={kind}>
      <p className={local.meta}>
        {label && <span>{label}</span>}
        <span>
          <bdi>{who}</bdi>
        </span>
        <time dateTime={item.at}>{formatSeoulTimestamp(item.at)} KST</time>
      </p>
      {rest}
    </li>
  );
  const body = (text: string) => (
    <p className={local.body} dir="auto">
      <bdi>{text}</bdi>
    </p>
  );
  if (item.type === "memo") return line("memo", copy.memo, item.who ?? copy.memoUnknownAuthor, body(item.note));
  if (item.type === "entry") {
    return line(
      "entry",
      entryChannelLabels[item.channel] ?? item.channel,
      item.who,
      <>
        <p className={local.headline} dir="auto">
          <bdi>{item.outcome}</bdi>
        </p>
        {item.note && body(item.note)}
        {item.nextContactAt && (
          <p className={local.meta}>{copy.nextContact(`${formatSeoulTimestamp(item.nextContactAt)} KST`)}</p>
        )}
      </>,
    );
  }
  if (item.kind === "form" || item.kind === "merge") {
    return line(
      item.kind,
      null,
      item.who ?? copy.system,
      <>
        <p className={local.headline}>
          {item.kind === "merge" ? copy.merge : copy.form(formLabels?.[item.from ?? ""] ?? item.from ?? "")}
        </p>
        {item.kind === "form" && item.to && body(item.to)}
      </>,
    );
  }
  const text =
    item.kind === "stage"
      ? copy.stage(label(item.from), label(item.to))
      : item.to
        ? copy.assign(item.toName ?? counsellingCopy.assignment.unknownName)
        : copy.unassign(item.fromName ?? counsellingCopy.assignment.unknownName);
  return line(item.kind, null, item.who ?? copy.system, <p className={local.headline}>{text}</p>);
}

/**
 * The counselling entry form (channel as four big buttons, outcome, note, next contact with the
 * phone's own date and time pickers) above the lead's history, newest first.
 */
export function HistoryCard({
  history,
  answer,
  busy,
  now,
  formLabels,
}: {
  history: readonly HistoryItem[];
  /** The lead form kinds' names (the leads feature's), for a repeat form's line. */
  formLabels?: Readonly<Record<string, string>>;
  answer?: CounsellingAnswer;
  busy: boolean;
  /** The page's "today" (Korea), for the date picker's lower bound. */
  now: string;
}) {
  const copy = counsellingCopy.entry;
  const shown = answer?.intent === "entry" ? answer : undefined;
  const values = shown && !shown.ok && "values" in shown ? (shown.values ?? {}) : {};
  const invalid = (field: string) =>
    shown && !shown.ok && "field" in shown && shown.field === field ? true : undefined;
  const today = seoulDay(new Date(now));
  return (
    <Card id="history-title" title={copy.heading} data-testid="lead-history">
      {/* A key per saved history: the form empties after an entry is saved, keeps its words after a refusal. */}
      <Form method="post" className={styles.form} key={history[0]?.id ?? "none"} aria-label={copy.heading}>
        <input type="hidden" name="intent" value="entry" />
        <fieldset className={local.channels}>
          <legend>{copy.channel}</legend>
          {ENTRY_CHANNELS.map((channel) => (
            <label key={channel} className={local.channel}>
              <input
                type="radio"
                name="channel"
                value={channel}
                required
                defaultChecked={(values.channel ?? "call") === channel}
              />
              <span>{entryChannelLabels[channel]}</span>
            </label>
          ))}
        </fieldset>
        <Field id="entry-outcome" label={copy.outcome}>
          <input
            id="entry-outcome"
            name="outcome"
            required
            maxLength={OUTCOME_MAX}
            list="entry-outcomes"
            dir="auto"
            autoComplete="off"
            defaultValue={values.outcome ?? ""}
            placeholder={copy.outcomePlaceholder}
            className={`${styles.input} ${local.big}`}
            aria-invalid={invalid("outcome")}
          />
          <datalist id="entry-outcomes">
            {copy.outcomeSuggestions.map((suggestion) => (
              <option key={suggestion} value={suggestion} />
            ))}
          </datalist>
        </Field>
        <Field id="entry-note" label={copy.note}>
          <textarea
            id="entry-note"
            name="note"
            rows={3}
            maxLength={ENTRY_NOTE_MAX}
            dir="auto"
            defaultValue={values.note ?? ""}
            placeholder={copy.notePlaceholder}
            className={`${styles.input} ${styles.textarea}`}
            aria-invalid={invalid("note")}
          />
        </Field>
        <div className={local.when}>
          <Field id="entry-next-day" label={copy.nextDay}>
            <input
              id="entry-next-day"
              name="nextDay"
              type="date"
              min={today}
              aria-describedby="entry-next-hint"
              defaultValue={values.nextDay ?? ""}
              className={`${styles.input} ${local.big}`}
              aria-invalid={invalid("nextDay")}
            />
          </Field>
          <Field id="entry-next-time" label={copy.nextTime}>
            <input
              id="entry-next-time"
              name="nextTime"
              type="time"
              step={600}
              defaultValue={values.nextTime ?? ""}
              className={`${styles.input} ${local.big}`}
              aria-invalid={invalid("nextTime")}
              aria-describedby="entry-next-hint"
            />
          </Field>
        </div>
        <p id="entry-next-hint" className={styles.hint}>
          {copy.nextHint}
        </p>
        <ResultMessage result={shown} />
        <button type="submit" className={`${styles.buttonPrimary} ${local.submit}`} disabled={busy}>
          {copy.submit}
        </button>
      </Form>
      <h3 className={styles.cardTitle}>{counsellingCopy.history.heading}</h3>
      <p className={styles.muted}>{counsellingCopy.history.lead}</p>
      {history.length === 0 ? (
        <p className={styles.muted}>{counsellingCopy.history.empty}</p>
      ) : (
        <ol className={local.timeline} aria-label={counsellingCopy.history.heading}>
          {history.map((item) => (
            <HistoryLine key={item.id} item={item} formLabels={formLabels} />
          ))}
        </ol>
      )}
    </Card>
  );
}
