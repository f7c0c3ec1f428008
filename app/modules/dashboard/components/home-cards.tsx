import { href, Link } from "react-router";
import { formatKoreanDate } from "#app/lib/korea-time.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { adminHomeCopy } from "../copy.ts";
import type { adminHomePage } from "../home.server.ts";

type HomePage = Awaited<ReturnType<typeof adminHomePage>>;

const home = adminHomeCopy;

/** The inbox, press and audit shortcuts; a link only to a page the role may open. */
export function HomeCards({
  newLeadCount,
  latestPress,
  opens,
}: Pick<HomePage, "newLeadCount" | "latestPress" | "opens">) {
  return (
    <div className={styles.gridCards}>
      <section className={styles.card} aria-labelledby="home-leads">
        <h2 id="home-leads" className={styles.cardTitle}>
          {home.newLeads}
        </h2>
        <p className={styles.stat}>
          {newLeadCount.toLocaleString("ko-KR")}
          <span className={styles.statUnit}>{home.newLeadsUnit}</span>
        </p>
        {opens["/admin/leads"] && (
          <Link to={`${href("/admin/leads")}?status=new`} className={styles.buttonPrimary}>
            {home.toLeads}
          </Link>
        )}
      </section>
      <section className={styles.card} aria-labelledby="home-press">
        <h2 id="home-press" className={styles.cardTitle}>
          {home.latestPress}
        </h2>
        {latestPress.length === 0 ? (
          <p className={styles.cardText}>{home.noPress}</p>
        ) : (
          <ul className={styles.plainList}>
            {latestPress.map((item) => (
              <li key={item.id}>
                {opens["/admin/press/:id"] ? (
                  <Link to={href("/admin/press/:id", { id: item.id })}>{item.title}</Link>
                ) : (
                  item.title
                )}{" "}
                <span className={`${styles.muted} ${styles.nowrap}`}>
                  {item.siteId} · {formatKoreanDate(item.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {opens["/admin/press"] && (
          <Link to={href("/admin/press")} className={styles.button}>
            {home.toPress}
          </Link>
        )}
      </section>
      {opens["/admin/audit"] && (
        <section className={styles.card} aria-labelledby="home-audit">
          <h2 id="home-audit" className={styles.cardTitle}>
            {home.audit}
          </h2>
          <p className={styles.cardText}>{home.auditNote}</p>
          <Link to={href("/admin/audit")} className={styles.button}>
            {home.toAudit}
          </Link>
        </section>
      )}
    </div>
  );
}
