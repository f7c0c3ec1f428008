import { href, Link } from "react-router";
import { formatKoreanDate } from "#app/lib/korea-time.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Card } from "#app/platform/admin-ui/card.tsx";
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
      <Card id="home-leads" title={home.newLeads}>
        <p className={styles.stat}>
          {newLeadCount.toLocaleString("ko-KR")}
          <span className={styles.statUnit}>{home.newLeadsUnit}</span>
        </p>
        {opens["/admin/leads"] && (
          <Link to={`${href("/admin/leads")}?status=new`} className={styles.buttonPrimary}>
            {home.toLeads}
          </Link>
        )}
      </Card>
      <Card id="home-press" title={home.latestPress}>
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
      </Card>
      {opens["/admin/audit"] && (
        <Card id="home-audit" title={home.audit}>
          <p className={styles.cardText}>{home.auditNote}</p>
          <Link to={href("/admin/audit")} className={styles.button}>
            {home.toAudit}
          </Link>
        </Card>
      )}
    </div>
  );
}
