import { Form, Link } from "react-router";
import { adminAuditCopy, auditActionLabels } from "#app/content/admin.ts";
import { getDb } from "#app/db/db.server.ts";
import { formatKoreanDateTime } from "#app/lib/korean-format.ts";
import { listAudit } from "#app/models/audit.server.ts";
import styles from "#app/modules/admin/components/admin.module.css";
import { Pager } from "#app/modules/admin/components/blocks.tsx";
import { adminMeta } from "#app/modules/admin/meta.ts";
import type { Route } from "./+types/audit";

const PAGE_SIZE = 50;
const ACTIONS = Object.keys(auditActionLabels) as (keyof typeof auditActionLabels)[];

/** The access log, newest first, 50 a page (one more is read to know whether a next page exists). */
export async function loader({ url }: Route.LoaderArgs) {
  const requested = url.searchParams.get("action") ?? "";
  const action = ACTIONS.find((name) => name === requested);
  const pageNumber = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const page = Number.isFinite(pageNumber) && pageNumber > 0 ? pageNumber : 1;
  const rows = await listAudit(getDb(), { limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE, action });
  return { entries: rows.slice(0, PAGE_SIZE), hasNext: rows.length > PAGE_SIZE, page, action: action ?? "" };
}

export const meta: Route.MetaFunction = () => adminMeta(adminAuditCopy.title);

function pageLink(action: string, page: number): string {
  const search = new URLSearchParams();
  if (action) search.set("action", action);
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return query ? `?${query}` : "/admin/audit";
}

/** The JSON detail as short "key: value" pairs, empty values left out (it never holds names or phone numbers). */
function describeDetail(detail: string | null): string {
  if (!detail) return "";
  const parts: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (value === null || value === undefined || value === "") return;
    if (Array.isArray(value)) {
      if (value.length > 0) parts.push(`${path}: ${value.join(", ")}`);
    } else if (typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    } else {
      parts.push(`${path}: ${String(value)}`);
    }
  };
  try {
    walk(JSON.parse(detail), "");
  } catch {
    return detail;
  }
  return parts.join(" · ");
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { entries, hasNext, page, action } = loaderData;
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
            {ACTIONS.map((name) => (
              <option key={name} value={name}>
                {auditActionLabels[name]}
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
                    {formatKoreanDateTime(entry.createdAt)}
                  </td>
                  <td data-label={copy.columns.actor}>{entry.actorEmail ?? "-"}</td>
                  <td data-label={copy.columns.action} className={styles.nowrap}>
                    {auditActionLabels[entry.action as keyof typeof auditActionLabels] ?? entry.action}
                  </td>
                  <td data-label={copy.columns.target} className={styles.nowrap}>
                    {entry.target && entry.action.startsWith("lead.") && entry.action !== "lead.export" ? (
                      <Link to={`/admin/leads/${entry.target}`} className={`${styles.link} ${styles.code}`}>
                        {entry.target.slice(0, 8)}
                      </Link>
                    ) : (
                      <span className={styles.code}>{entry.target ? entry.target.slice(0, 8) : "-"}</span>
                    )}
                  </td>
                  <td data-label={copy.columns.reason}>{entry.reason ?? "-"}</td>
                  <td data-label={copy.columns.detail} className={styles.code}>
                    {describeDetail(entry.detail) || "-"}
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
