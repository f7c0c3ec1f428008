import { useEffect, useRef, useState } from "react";
import { data, Form, href, Link } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { useHydrated } from "#app/lib/hooks/use-hydrated.ts";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { ChannelSummary } from "#app/modules/attribution/components/attribution-panel.tsx";
import { assignLeads } from "#app/modules/counselling/admin.server.ts";
import { counsellingCopy } from "#app/modules/counselling/admin-copy.ts";
import counsellingStyles from "#app/modules/counselling/components/counselling.module.css";
import { AssigneeSchema, LeadIdsSchema } from "#app/modules/counselling/schema.ts";
import { inboxPageOf } from "#app/modules/leads/admin.server.ts";
import { adminLeadsCopy, leadFormLabels, leadStatusLabels } from "#app/modules/leads/admin-copy.ts";
import { CallLink } from "#app/modules/leads/components/call-link.tsx";
import inbox from "#app/modules/leads/components/inbox.module.css";
import {
  EXPORT_REASON_MAX,
  EXPORT_REASON_MIN,
  leadFilterQuery,
  NO_CHANNEL,
  POOL,
  parseLeadFilter,
} from "#app/modules/leads/inbox-schema.ts";
import { LEAD_FORMS, LEAD_STAGES } from "#app/modules/leads/kinds.ts";
import { adminContext } from "#app/platform/access/context.ts";
import { requireAdminAction } from "#app/platform/access/session.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field, Pager } from "#app/platform/admin-ui/blocks.tsx";
import { adminCopy } from "#app/platform/admin-ui/copy.ts";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-leads";

const PAGE_SIZE = 20;

/**
 * The sales team's inbox: newest first, 20 a page, filtered by GET parameters (a filtered list is
 * a link a colleague can open). Listing shows what is needed to call back; the full record, and
 * the access log entry that goes with it, are on the detail page.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  const { filter, params, page, errors } = parseLeadFilter(url.searchParams);
  const inbox = await inboxPageOf(filter, page, PAGE_SIZE, admin, clientAddressOf(context));
  const exportRefused = url.searchParams.get("exportError") === "reason";
  return { ...inbox, params, errors, exportRefused, me: admin.id };
}

/** Bulk assignment of the ticked leads (owner, manager; lead.assign per lead). Anyone else: 403. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const form = await readFormData(request);
  const copy = counsellingCopy;
  const leads = LeadIdsSchema.safeParse(form.getAll("lead"));
  if (!leads.success) return data({ ok: false, message: leads.error.issues[0]?.message ?? "" }, { status: 400 });
  const assignee = AssigneeSchema.safeParse(form.get("assignee") ?? undefined);
  if (!assignee.success) return data({ ok: false, message: assignee.error.issues[0]?.message ?? "" }, { status: 400 });
  const result = await assignLeads(leads.data, assignee.data, admin, clientAddressOf(context));
  if (result.status === "refused") return data({ ok: false, message: copy.assignment.refused }, { status: 403 });
  if (result.status === "not-assignable") {
    return data({ ok: false, message: copy.assignment.notAssignable }, { status: 400 });
  }
  if (result.status !== "assigned") return data({ ok: false, message: copy.bulk.done(0) }, { status: 404 });
  return { ok: true, message: copy.bulk.done(result.count) };
}

export const meta: Route.MetaFunction = () => adminMeta(adminLeadsCopy.title);

/** A direct visit with no campaign says nothing about where a lead came from. */
function emptyAttribution(attribution: { channel: string | null; medium: string | null; campaign: string | null }) {
  return (
    !attribution.channel ||
    (attribution.channel === "direct" &&
      (!attribution.medium || attribution.medium === "none") &&
      !attribution.campaign)
  );
}

/**
 * The ticked leads of the page shown, for bulk assignment: the row boxes and one box ticking them
 * all (mixed when some are ticked). Emptied after a successful assignment.
 */
function usePicks(ids: readonly string[], done: unknown) {
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

function SelectAll({ picks, total }: { picks: ReturnType<typeof usePicks>; total: number }) {
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

export default function AdminLeads({ loaderData, actionData }: Route.ComponentProps) {
  const { items, total, page, pageCount, params, errors, exportRefused, channels, campaigns } = loaderData;
  const { counsellors, canAssign, canExport, me } = loaderData;
  const bulk = counsellingCopy.bulk;
  // A value in the address that no lead carries (yet) stays selectable, so the form shows the filter in force.
  const channelOptions =
    params.channel && params.channel !== NO_CHANNEL && !channels.includes(params.channel)
      ? [params.channel, ...channels]
      : channels;
  const campaignOptions =
    params.campaign && !campaigns.includes(params.campaign) ? [params.campaign, ...campaigns] : campaigns;
  const copy = adminLeadsCopy;
  const hasFilter = Object.values(params).some(Boolean);
  const picks = usePicks(
    items.map((lead) => lead.id),
    actionData,
  );
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{copy.title}</h1>
          <p className={styles.pageLead} role="status">
            {copy.total(total)}
          </p>
        </div>
      </div>

      <Form method="get" className={`${styles.card} ${styles.form}`} aria-label={copy.filters.legend}>
        <div className={styles.formGrid}>
          <Field id="filter-form" label={copy.filters.form}>
            <select id="filter-form" name="form" defaultValue={params.form} className={styles.input}>
              <option value="">{copy.filters.all}</option>
              {LEAD_FORMS.map((form) => (
                <option key={form} value={form}>
                  {leadFormLabels[form]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="filter-site" label={copy.filters.site}>
            <input
              id="filter-site"
              name="site"
              defaultValue={params.site}
              placeholder={copy.filters.sitePlaceholder}
              className={styles.input}
            />
          </Field>
          <Field id="filter-status" label={copy.filters.status}>
            <select id="filter-status" name="status" defaultValue={params.status} className={styles.input}>
              <option value="">{copy.filters.all}</option>
              {LEAD_STAGES.map((status) => (
                <option key={status} value={status}>
                  {leadStatusLabels[status]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="filter-from" label={copy.filters.from}>
            <input id="filter-from" name="from" type="date" defaultValue={params.from} className={styles.input} />
          </Field>
          <Field id="filter-to" label={copy.filters.to}>
            <input id="filter-to" name="to" type="date" defaultValue={params.to} className={styles.input} />
          </Field>
          <Field id="filter-phone" label={copy.filters.phone}>
            <input
              id="filter-phone"
              name="phone"
              inputMode="numeric"
              pattern="[0-9]{4}"
              maxLength={4}
              defaultValue={params.phone}
              placeholder={copy.filters.phonePlaceholder}
              className={styles.input}
            />
          </Field>
          <Field id="filter-channel" label={copy.filters.channel}>
            <select id="filter-channel" name="channel" defaultValue={params.channel} className={styles.input}>
              <option value="">{copy.filters.all}</option>
              {channelOptions.map((channel) => (
                <option key={channel} value={channel}>
                  {channel}
                </option>
              ))}
              <option value={NO_CHANNEL}>{copy.filters.noChannel}</option>
            </select>
          </Field>
          <Field id="filter-campaign" label={copy.filters.campaign}>
            <select id="filter-campaign" name="campaign" defaultValue={params.campaign} className={styles.input}>
              <option value="">{copy.filters.all}</option>
              {campaignOptions.map((campaign) => (
                <option key={campaign} value={campaign}>
                  {campaign}
                </option>
              ))}
            </select>
          </Field>
          <Field id="filter-assignee" label={bulk.assignee}>
            <select id="filter-assignee" name="assignee" defaultValue={params.assignee} className={styles.input}>
              <option value="">{bulk.all}</option>
              <option value={POOL}>{counsellingCopy.assignment.pool}</option>
              {(canAssign ? counsellors : counsellors.filter((person) => person.id === me)).map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
        {errors.length > 0 && (
          <ul className={styles.error} role="alert">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
        <div className={styles.formActions}>
          {hasFilter && (
            <Link to={href("/admin/leads")} className={styles.button}>
              {copy.filters.reset}
            </Link>
          )}
          <button type="submit" className={styles.buttonPrimary}>
            {copy.filters.submit}
          </button>
        </div>
      </Form>

      {actionData && (
        <p className={actionData.ok ? styles.success : styles.error} role={actionData.ok ? "status" : "alert"}>
          {actionData.message}
        </p>
      )}
      {canAssign && items.length > 0 && (
        // The ticked rows' boxes belong to this form by their form attribute (the table stays outside it).
        <Form method="post" id="bulk-assign" className={`${styles.card} ${styles.form}`} aria-labelledby="bulk-title">
          <h2 id="bulk-title" className={styles.cardTitle}>
            {bulk.legend}
          </h2>
          <p className={styles.cardText}>{bulk.hint}</p>
          <SelectAll picks={picks} total={items.length} />
          <div className={styles.formGrid}>
            <Field id="bulk-assignee" label={bulk.to}>
              <select id="bulk-assignee" name="assignee" required defaultValue="" className={styles.input}>
                <option value="" disabled>
                  {bulk.to}
                </option>
                <option value={POOL}>{counsellingCopy.assignment.pool}</option>
                {counsellors.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <div className={styles.formActions}>
            <button type="submit" className={styles.buttonPrimary}>
              {bulk.submit}
            </button>
          </div>
        </Form>
      )}
      {items.length === 0 ? (
        <p className={`${styles.card} ${styles.empty}`}>{copy.empty}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${inbox.inbox}`} data-pick={canAssign || undefined}>
            <thead>
              <tr>
                {canAssign && (
                  <th scope="col">
                    <span className="visually-hidden">{bulk.legend}</span>
                  </th>
                )}
                <th scope="col">{copy.columns.date}</th>
                <th scope="col">{copy.columns.form}</th>
                <th scope="col">{copy.columns.site}</th>
                <th scope="col">{copy.columns.name}</th>
                <th scope="col">{copy.columns.phone}</th>
                <th scope="col">{copy.columns.channel}</th>
                <th scope="col">{copy.columns.status}</th>
                <th scope="col">{bulk.assignee}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((lead) => (
                <tr key={lead.id} data-lead-id={lead.id}>
                  {canAssign && (
                    <td data-label={bulk.column} className={inbox.pick}>
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
                    </td>
                  )}
                  <td data-label={copy.columns.date} className={`${styles.nowrap} ${inbox.date}`}>
                    {formatKoreanDateTime(lead.createdAt)}
                  </td>
                  <td data-label={copy.columns.form} className={inbox.form}>
                    {leadFormLabels[lead.form] ?? lead.form}
                  </td>
                  <td data-label={copy.columns.site} className={`${styles.code} ${inbox.site}`}>
                    {lead.siteId}
                  </td>
                  <td data-label={copy.columns.name} className={inbox.name}>
                    <Link to={href("/admin/leads/:id", { id: lead.id })} className={styles.link}>
                      <bdi>{lead.name}</bdi>
                    </Link>
                  </td>
                  <td data-label={copy.columns.phone} className={inbox.phone}>
                    <CallLink href={lead.callHref} name={lead.name} shown={lead.phone} />
                  </td>
                  <td
                    data-label={copy.columns.channel}
                    data-channel={lead.attribution.channel ?? ""}
                    data-empty={emptyAttribution(lead.attribution) || undefined}
                    className={inbox.channel}
                  >
                    <ChannelSummary attribution={lead.attribution} />
                  </td>
                  <td data-label={copy.columns.status} className={inbox.status}>
                    <span className={styles.badge} data-status={lead.status}>
                      {leadStatusLabels[lead.status] ?? lead.status}
                    </span>
                  </td>
                  <td data-label={bulk.assignee} data-assignee={lead.assignedTo ?? ""} className={inbox.who}>
                    {lead.assignedTo
                      ? (lead.assigneeName ?? counsellingCopy.assignment.unknownName)
                      : counsellingCopy.assignment.pool}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {pageCount > 1 && (
        <Pager
          label="관심고객 목록 페이지"
          previous={page > 1 ? leadFilterQuery(params, page - 1) || "?" : null}
          next={page < pageCount ? leadFilterQuery(params, page + 1) : null}
          status={adminCopy.pagination.page(page, pageCount)}
          keepDisabled
        />
      )}

      {canExport && (
        <section className={styles.card} aria-labelledby="export-title">
          <h2 id="export-title" className={styles.cardTitle}>
            {copy.export.heading}
          </h2>
          <p className={styles.cardText}>{copy.export.text}</p>
          {exportRefused && (
            <p className={styles.error} role="alert">
              {copy.export.reasonRequired}
            </p>
          )}
          {/* A plain form: the answer is a file download, not a page. */}
          <form method="post" action={href("/admin/leads/export")} className={styles.form}>
            {Object.entries(params).map(([name, value]) =>
              value ? <input key={name} type="hidden" name={name} value={value} /> : null,
            )}
            <Field id="export-reason" label={copy.export.reason}>
              <input
                id="export-reason"
                name="reason"
                required
                minLength={EXPORT_REASON_MIN}
                maxLength={EXPORT_REASON_MAX}
                placeholder={copy.export.reasonPlaceholder}
                className={styles.input}
              />
            </Field>
            <div className={styles.formActions}>
              <button type="submit" className={styles.buttonPrimary}>
                {copy.export.submit}
              </button>
            </div>
          </form>
        </section>
      )}
    </div>
  );
}
