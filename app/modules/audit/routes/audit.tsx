import { Form, href, Link } from "react-router";
import { auditFormat, formatAuditTime } from "#app/modules/audit/audit-format.ts";
import { adminAuditCopy } from "#app/modules/audit/copy.ts";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_DETAIL_LABELS } from "#app/modules/index.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Pager } from "#app/platform/admin-ui/blocks.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import { auditLogPage } from "#app/platform/audit/audit.server.ts";
import type { Route } from "./+types/audit";

const PAGE_SIZE = 50;

const { auditActionLabel, describeAuditDetail } = auditFormat({
  actionLabels: AUDIT_ACTION_LABELS,
  detailLabels: AUDIT_DETAIL_LABELS,
});

/**
 * The access log, newest first, 50 a page (one more is read to know whether a next page exists),
 * already in words: Korean action names, Korea times, the detail as labelled pairs.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const requested = url.searchParams.get("action") ?? "";
  const action = AUDIT_ACTIONS.find((name) => name === requested);
  const pageNumber = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const page = Number.isFinite(pageNumber) && pageNumber > 0 ? pageNumber : 1;
  const rows = await auditLogPage({ limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE, action });
  const entries = rows.slice(0, PAGE_SIZE).map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    time: formatAuditTime(row.createdAt),
    actorEmail: row.actorEmail,
    action: auditActionLabel(row.action),
    target: row.target,
    // A lead's own entries link to it; an export's target is not one lead.
    leadLink: row.target && row.action.startsWith("lead.") && row.action !== "lead.export",
    reason: row.reason,
    details: describeAuditDetail(row.action, row.detail),
  }));
  const actions = AUDIT_ACTIONS.map((name) => ({ name, label: auditActionLabel(name) }));
  return { entries, actions, hasNext: rows.length > PAGE_SIZE, page, action: action ?? "" };
}

export const meta: Route.MetaFunction = () => adminMeta(adminAuditCopy.title);

function pageLink(action: string, page: number): string {
  const search = new URLSearchParams();
  if (action) search.set("action", action);
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return query ? `?${query}` : href("/admin/audit");
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { entries, actions, hasNext, page, action } = loaderData;
  const copy = adminAuditCopy;
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{copy.title}</h1>
          <p className={styles.pageLead}>{copy.lead}</p>
        </div>
        <Form method="get" className={styles.inlineFilter}>
          <label htmlFor="audit-action" className="visually-hidden">
            {copy.filter}
          </label>
          <select id="audit-action" name="action" defaultValue={action} className={styles.input}>
            <option value="">{copy.all}</option>
            {actions.map((one) => (
              <option key={one.name} value={one.name}>
                {one.label}
              </option>
            ))}
          </select>
          <button type="submit" className={styles.button}>
            {copy.submit}
          </button>
        </Form>
      </div>

      {entries.length === 0 ? (
        <p className={`${styles.card} ${styles.empty}`}>{copy.empty}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{copy.columns.date}</th>
                <th scope="col">{copy.columns.actor}</th>
                <th scope="col">{copy.columns.action}</th>
                <th scope="col">{copy.columns.target}</th>
                <th scope="col">{copy.columns.reason}</th>
                <th scope="col">{copy.columns.detail}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={copy.columns.date} className={styles.nowrap}>
                    <time dateTime={entry.createdAt}>{entry.time}</time>
                  </td>
                  <td data-label={copy.columns.actor} className={styles.auditActor}>
                    {entry.actorEmail ?? "-"}
                  </td>
                  <td data-label={copy.columns.action} className={styles.nowrap}>
                    {entry.action}
                  </td>
                  <td data-label={copy.columns.target} className={styles.nowrap}>
                    {entry.target && entry.leadLink ? (
                      <Link
                        to={href("/admin/leads/:id", { id: entry.target })}
                        className={`${styles.link} ${styles.code}`}
                      >
                        {entry.target.slice(0, 8)}
                      </Link>
                    ) : (
                      <span className={styles.code}>{entry.target ? entry.target.slice(0, 8) : "-"}</span>
                    )}
                  </td>
                  <td data-label={copy.columns.reason}>{entry.reason ?? "-"}</td>
                  <td data-label={copy.columns.detail}>
                    {entry.details.length === 0 ? (
                      "-"
                    ) : (
                      <dl className={styles.auditDetail}>
                        {entry.details.map((item, index) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: pairs in stored order; a label may repeat.
                          <div key={index}>
                            <dt>{item.label}</dt>
                            <dd>{item.value}</dd>
                          </div>
                        ))}
                      </dl>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Pager
        label="열람 기록 페이지"
        previous={page > 1 ? pageLink(action, page - 1) : null}
        next={hasNext ? pageLink(action, page + 1) : null}
        status={`${page} 페이지`}
      />
    </div>
  );
}
