import { Form, href, Link } from "react-router";
import { adminAuditCopy } from "#app/modules/audit/copy.ts";
import { auditPage } from "#app/modules/audit/view.server.ts";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_DETAIL_LABELS } from "#app/modules/index.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DataTable, PageHeader, Pager } from "#app/platform/admin-ui/blocks.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/audit";

const VOCABULARY = { actions: AUDIT_ACTIONS, actionLabels: AUDIT_ACTION_LABELS, detailLabels: AUDIT_DETAIL_LABELS };

export const loader = ({ url, context }: Route.LoaderArgs) => auditPage(requireStaff(context), url, VOCABULARY);

export const meta: Route.MetaFunction = () => adminMeta(adminAuditCopy.title);

function pageLink(action: string, site: string, page: number): string {
  const search = new URLSearchParams();
  if (action) search.set("action", action);
  if (site) search.set("site", site);
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return query ? `?${query}` : href("/admin/audit");
}

/** A filter in the header's one line: its label for screen readers, "all" first. */
function InlineSelect(props: {
  name: string;
  label: string;
  all: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = `audit-${props.name}`;
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {props.label}
      </label>
      <select id={id} name={props.name} defaultValue={props.value} className={styles.input}>
        <option value="">{props.all}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { entries, actions, complexes, hasNext, page, action, site } = loaderData;
  const copy = adminAuditCopy;
  return (
    <div className={styles.page}>
      <PageHeader title={copy.title} lead={copy.lead}>
        <Form method="get" className={styles.inlineFilter}>
          {complexes.length > 1 ? (
            <InlineSelect
              name="site"
              label={copy.siteFilter}
              all={copy.allSites}
              value={site}
              options={complexes.map((one) => ({ value: one.id, label: one.name }))}
            />
          ) : null}
          <InlineSelect
            name="action"
            label={copy.filter}
            all={copy.all}
            value={action}
            options={actions.map((one) => ({ value: one.name, label: one.label }))}
          />
          <button type="submit" className={styles.button}>
            {copy.submit}
          </button>
        </Form>
      </PageHeader>

      <DataTable
        columns={[
          { label: copy.columns.date, cellClassName: styles.nowrap },
          { label: copy.columns.site, cellClassName: styles.nowrap },
          { label: copy.columns.actor },
          { label: copy.columns.action, cellClassName: styles.nowrap },
          { label: copy.columns.target, cellClassName: styles.nowrap },
          { label: copy.columns.reason },
          { label: copy.columns.detail },
        ]}
        rows={entries}
        rowKey={(entry) => entry.id}
        empty={copy.empty}
        emptyClassName={`${styles.card} ${styles.empty}`}
        cells={(entry) => [
          <time key="time" dateTime={entry.createdAt}>
            {entry.time}
          </time>,
          entry.site,
          entry.actorEmail ?? "-",
          entry.action,
          entry.target && entry.leadLink ? (
            <Link
              key="target"
              to={href("/admin/leads/:id", { id: entry.target })}
              className={`${styles.link} ${styles.code}`}
            >
              {entry.target.slice(0, 8)}
            </Link>
          ) : (
            <span key="target" className={styles.code}>
              {entry.target ? entry.target.slice(0, 8) : "-"}
            </span>
          ),
          entry.reason ?? "-",
          entry.details.length === 0 ? (
            "-"
          ) : (
            <dl key="detail" className={styles.auditDetail}>
              {entry.details.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: pairs in stored order; a label may repeat.
                <div key={index}>
                  <dt>{item.label}</dt>
                  <dd>{item.value}</dd>
                </div>
              ))}
            </dl>
          ),
        ]}
      />

      <Pager
        label="열람 기록 페이지"
        previous={page > 1 ? pageLink(action, site, page - 1) : null}
        next={hasNext ? pageLink(action, site, page + 1) : null}
        status={`${page} 페이지`}
      />
    </div>
  );
}
