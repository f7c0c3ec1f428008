import { Link } from "react-router";
import { adminCopy } from "#app/content/admin.ts";
import { getDb } from "#app/db/db.server.ts";
import { formatKoreanDate } from "#app/lib/korean-format.ts";
import styles from "#app/modules/admin/components/admin.module.css";
import { adminMeta } from "#app/modules/admin/meta.ts";
import { listLeads } from "#app/modules/leads/inbox.server.ts";
import { listPress } from "#app/modules/press/press.server.ts";
import type { Route } from "./+types/home";

export async function loader() {
  const db = getDb();
  const [newLeads, press] = await Promise.all([
    listLeads(db, { status: "new" }, { page: 1, pageSize: 1 }),
    listPress(db, { limit: 5 }),
  ]);
  return { newLeadCount: newLeads.total, latestPress: press.items };
}

export const meta: Route.MetaFunction = () => adminMeta(adminCopy.home.title);

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const copy = adminCopy.home;
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{copy.title}</h1>
      </div>
      <div className={styles.gridCards}>
        <section className={styles.card} aria-labelledby="home-leads">
          <h2 id="home-leads" className={styles.cardTitle}>
            {copy.newLeads}
          </h2>
          <p className={styles.stat}>
            {loaderData.newLeadCount.toLocaleString("ko-KR")}
            <span className={styles.statUnit}>{copy.newLeadsUnit}</span>
          </p>
          <Link to="/admin/leads?status=new" className={styles.buttonPrimary}>
            {copy.toLeads}
          </Link>
        </section>
        <section className={styles.card} aria-labelledby="home-press">
          <h2 id="home-press" className={styles.cardTitle}>
            {copy.latestPress}
          </h2>
          {loaderData.latestPress.length === 0 ? (
            <p className={styles.cardText}>{copy.noPress}</p>
          ) : (
            <ul className={styles.plainList}>
              {loaderData.latestPress.map((item) => (
                <li key={item.id}>
                  <Link to={`/admin/press/${item.id}`}>{item.title}</Link>{" "}
                  <span className={`${styles.muted} ${styles.nowrap}`}>
                    {item.siteId} · {formatKoreanDate(item.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Link to="/admin/press" className={styles.button}>
            {copy.toPress}
          </Link>
        </section>
        <section className={styles.card} aria-labelledby="home-audit">
          <h2 id="home-audit" className={styles.cardTitle}>
            {copy.audit}
          </h2>
          <p className={styles.cardText}>{copy.auditNote}</p>
          <Link to="/admin/audit" className={styles.button}>
            {copy.toAudit}
          </Link>
        </section>
      </div>
    </div>
  );
}
