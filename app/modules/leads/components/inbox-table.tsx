import { useEffect, useRef, useState } from "react";
import { href, Link } from "react-router";
import { useHydrated } from "#app/lib/hooks/use-hydrated.ts";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { ChannelSummary } from "#app/modules/attribution/components/attribution-panel.tsx";
import { counsellingCopy } from "#app/modules/counselling/admin-copy.ts";
import counsellingStyles from "#app/modules/counselling/components/counselling.module.css";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DataTable } from "#app/platform/admin-ui/blocks.tsx";
import { adminLeadsCopy, leadFormLabels, leadStatusLabels } from "../admin-copy.ts";
import type { inboxPage } from "../inbox-view.server.ts";
import { CallLink } from "./call-link.tsx";
import inbox from "./inbox.module.css";

export type InboxItem = Awaited<ReturnType<typeof inboxPage>>["items"][number];
type Attribution = InboxItem["attribution"];

/** A direct visit with no campaign says nothing about where a lead came from. */
function emptyAttribution(attribution: Attribution) {
  return (
    !attribution.channel ||
    (attribution.channel === "direct" &&
      (!attribution.medium || attribution.medium === "none") &&
      !attribution.campaign)
  );
}

/** The ticked leads of the page shown; emptied by each answer of the bulk assignment. */
export function usePicks(ids: readonly string[], done: unknown) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer of the action empties the picks
  useEffect(() => setPicked(new Set()), [done]);
  const shown = ids.filter((id) => picked.has(id));
  const all = ids.length > 0 && shown.length === ids.length;
  const some = shown.length > 0 && !all;
  const toggle = (id: string, on: boolean) =>
    setPicked((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (on: boolean) => setPicked(on ? new Set(ids) : new Set());
  return { picked, count: shown.length, all, some, toggle, toggleAll };
}

export type Picks = ReturnType<typeof usePicks>;

/** One box ticking every row of the page (mixed when some are ticked). */
export function SelectAll({ picks, total }: { picks: Picks; total: number }) {
  const box = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const copy = adminLeadsCopy.selectAll;
  useEffect(() => {
    if (box.current) box.current.indeterminate = picks.some;
  }, [picks.some]);
  return (
    <div className={inbox.selectAll}>
      <label>
        <input
          ref={box}
          type="checkbox"
          checked={picks.all}
          disabled={!hydrated}
          onChange={(event) => picks.toggleAll(event.currentTarget.checked)}
          aria-describedby="bulk-picked"
        />
        {copy.label(total)}
      </label>
      <span id="bulk-picked" className={inbox.picked} aria-live="polite">
        {copy.picked(picks.count)}
      </span>
    </div>
  );
}

/** The inbox rows; with `picks` each row's box belongs to the bulk form by its form attribute. */
export function InboxTable({ items, picks }: { items: readonly InboxItem[]; picks?: Picks }) {
  const copy = adminLeadsCopy;
  const bulk = counsellingCopy.bulk;
  const pick = picks && {
    label: <span className="visually-hidden">{bulk.legend}</span>,
    phoneLabel: bulk.column,
    cellClassName: inbox.pick,
    cell: (lead: InboxItem) => (
      <input
        className={counsellingStyles.pick}
        type="checkbox"
        name="lead"
        value={lead.id}
        form="bulk-assign"
        checked={picks.picked.has(lead.id)}
        onChange={(event) => picks.toggle(lead.id, event.currentTarget.checked)}
        aria-label={bulk.pick(lead.name)}
      />
    ),
  };
  return (
    <DataTable
      rows={items}
      rowKey={(lead) => lead.id}
      empty={copy.empty}
      emptyClassName={`${styles.card} ${styles.empty}`}
      className={inbox.inbox}
      tableProps={{ "data-pick": Boolean(picks) || undefined }}
      rowProps={(lead) => ({ "data-lead-id": lead.id })}
      columns={[
        ...(pick ? [pick] : []),
        {
          label: copy.columns.date,
          cellClassName: `${styles.nowrap} ${inbox.date}`,
          cell: (lead) => formatKoreanDateTime(lead.createdAt),
        },
        { label: copy.columns.form, cellClassName: inbox.form, cell: (lead) => leadFormLabels[lead.form] ?? lead.form },
        { label: copy.columns.site, cellClassName: `${styles.code} ${inbox.site}`, cell: (lead) => lead.siteId },
        {
          label: copy.columns.name,
          cellClassName: inbox.name,
          cell: (lead) => (
            <Link to={href("/admin/leads/:id", { id: lead.id })} className={styles.link}>
              <bdi>{lead.name}</bdi>
            </Link>
          ),
        },
        {
          label: copy.columns.phone,
          cellClassName: inbox.phone,
          cell: (lead) => <CallLink href={lead.callHref} name={lead.name} shown={lead.phone} />,
        },
        {
          label: copy.columns.channel,
          cellClassName: inbox.channel,
          cellProps: (lead) => ({
            "data-channel": lead.attribution.channel ?? "",
            "data-empty": emptyAttribution(lead.attribution) || undefined,
          }),
          cell: (lead) => <ChannelSummary attribution={lead.attribution} />,
        },
        {
          label: copy.columns.status,
          cellClassName: inbox.status,
          cell: (lead) => (
            <span className={styles.badge} data-status={lead.status}>
              {leadStatusLabels[lead.status] ?? lead.status}
            </span>
          ),
        },
        {
          label: bulk.assignee,
          cellClassName: inbox.who,
          cellProps: (lead) => ({ "data-assignee": lead.assignedTo ?? "" }),
          cell: (lead) =>
            lead.assignedTo
              ? (lead.assigneeName ?? counsellingCopy.assignment.unknownName)
              : counsellingCopy.assignment.pool,
        },
      ]}
    />
  );
}
