import { href, Link } from "react-router";
import { formatDay, formatKoreanDateTime, seoulDay, seoulTime } from "#app/lib/korea-time.ts";
import { todayCopy } from "#app/modules/desk/admin-copy.ts";
import css from "#app/modules/desk/components/desk.module.css";
import { todayPageOf } from "#app/modules/desk/today.server.ts";
import { callCopy, leadStatusLabels } from "#app/modules/leads/admin-copy.ts";
import { CallLink } from "#app/modules/leads/components/call-link.tsx";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { PageHeader } from "#app/platform/admin-ui/blocks.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-today";

/**
 * The signed-in staff member's day: whom to call (overdue first), who comes today and who is new,
 * from the leads assigned to them. Each look is recorded (desk.today.view, a count only).
 */
export const loader = ({ context }: Route.LoaderArgs) => todayPageOf(requireStaff(context));

export const meta: Route.MetaFunction = () => adminMeta(todayCopy.title);

type Item = {
  key: string;
  leadId: string;
  name: string;
  phone: string;
  callHref: string;
  stage: keyof typeof leadStatusLabels;
  when: string;
  urgent?: boolean;
  done?: boolean;
};

/** One person: the row is one large link to the lead's page, with a call button beside it (one tap each). */
function PersonList({ items, empty, label }: { items: Item[]; empty: string; label: string }) {
  if (items.length === 0) return <p className={css.empty}>{empty}</p>;
  return (
    <ul className={css.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={css.row}>
          <Link
            to={href("/admin/leads/:id", { id: item.leadId })}
            className={css.item}
            data-urgent={item.urgent || undefined}
            data-done={item.done || undefined}
            prefetch="none"
          >
            <span className={css.itemMain}>
              <bdi className={css.name}>{item.name}</bdi>
              <span className={css.phone}>{item.phone}</span>
            </span>
            <span className={css.itemMeta}>
              {item.urgent && <span className={css.urgentBadge}>{todayCopy.overdueBadge}</span>}
              <span>{item.when}</span>
              <span className={styles.badge} data-status={item.stage}>
                {leadStatusLabels[item.stage] ?? item.stage}
              </span>
            </span>
            <span className={css.chevron} aria-hidden="true">
              ›
            </span>
          </Link>
          <CallLink href={item.callHref} name={item.name} shown={callCopy.short} className={css.call} />
        </li>
      ))}
    </ul>
  );
}

function TodaySection({ id, total, items }: { id: "contacts" | "bookings" | "fresh"; total: number; items: Item[] }) {
  const copy = todayCopy;
  return (
    <section className={css.section} aria-labelledby={`today-${id}`} data-testid={`today-${id}`}>
      <h2 id={`today-${id}`} className={styles.cardTitle}>
        {copy.sections[id]} <span className={css.count}>{total}</span>
      </h2>
      <p className={styles.cardText}>{copy.sections[`${id}Hint`]}</p>
      <PersonList label={copy.sections[id]} empty={copy.empty[id]} items={items} />
      {total > items.length && <p className={styles.muted}>{copy.more(items.length, total)}</p>}
    </section>
  );
}

export default function AdminToday({ loaderData }: Route.ComponentProps) {
  const { day, contacts, bookings, fresh } = loaderData;
  const copy = todayCopy;
  const overdue = contacts.items.filter((item) => item.overdue).length;
  const summary = [
    { key: "overdue", label: copy.summary.overdue, value: overdue, target: "today-contacts", urgent: overdue > 0 },
    { key: "due", label: copy.summary.due, value: contacts.total - overdue, target: "today-contacts" },
    { key: "bookings", label: copy.summary.bookings, value: bookings.total, target: "today-bookings" },
    { key: "fresh", label: copy.summary.fresh, value: fresh.total, target: "today-fresh" },
  ];
  return (
    <div className={`${styles.page} ${css.today}`}>
      <PageHeader title={copy.title} lead={copy.lead(formatDay(day))}>
        <Link to={href("/admin/walk-in")} className={`${styles.buttonPrimary} ${css.bigButton}`}>
          {copy.walkIn}
        </Link>
      </PageHeader>

      <nav aria-label={copy.summaryLabel}>
        <ul className={css.summary}>
          {summary.map((entry) => (
            <li key={entry.key}>
              <a href={`#${entry.target}`} className={css.summaryLink} data-urgent={entry.urgent || undefined}>
                <span className={css.summaryValue} data-testid={`today-count-${entry.key}`}>
                  {entry.value}
                </span>
                <span>{entry.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <TodaySection
        id="contacts"
        total={contacts.total}
        items={contacts.items.map((item) => ({
          ...item,
          key: item.leadId,
          urgent: item.overdue,
          when: !item.overdue
            ? copy.dueAt(seoulTime(item.at))
            : seoulDay(new Date(item.at)) === day
              ? copy.overdueToday(seoulTime(item.at))
              : copy.overdueSince(formatKoreanDateTime(item.at)),
        }))}
      />
      <TodaySection
        id="bookings"
        total={bookings.total}
        items={bookings.items.map((item) => ({
          ...item,
          key: item.bookingId,
          done: item.arrived,
          when: `${copy.bookingAt(seoulTime(item.slotStart), item.partySize)}${item.arrived ? ` · ${copy.arrived}` : ""}`,
        }))}
      />
      <TodaySection
        id="fresh"
        total={fresh.total}
        items={fresh.items.map((item) => ({
          ...item,
          key: item.leadId,
          when: item.assignedAt ? copy.assignedAt(formatKoreanDateTime(item.assignedAt)) : "",
        }))}
      />
    </div>
  );
}
