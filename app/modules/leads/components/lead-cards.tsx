import type { ReactNode } from "react";
import { Form } from "react-router";
import { telHref } from "#app/content/site.ts";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { adminMessagesCopy } from "#app/modules/messages/admin-copy.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { Card } from "#app/platform/admin-ui/card.tsx";
import { adminLeadsCopy, leadFormLabels, leadStatusLabels } from "../admin-copy.ts";
import { LEAD_STAGES, type LeadStage } from "../kinds.ts";
import type { leadPage } from "../lead-view.server.ts";
import { CallLink } from "./call-link.tsx";

type LeadPageData = Awaited<ReturnType<typeof leadPage>>;

const copy = adminLeadsCopy.detailPage;

/** The lead as submitted; the number masked until "번호 보기" (one recorded look) shows it. */
export function LeadDetails({
  lead,
  status,
  shownPhone,
}: {
  lead: LeadPageData["lead"];
  status: LeadStage;
  shownPhone: string | undefined;
}) {
  const fields = copy.fields;
  const yesNo = (value: boolean) => (value ? copy.agreed : copy.notAgreed);
  const phoneValue = shownPhone ? (
    <CallLink href={telHref(shownPhone)} name={lead.name} shown={shownPhone} big />
  ) : (
    <>
      {lead.phone}{" "}
      <Form method="post" className={styles.inlineForm}>
        <input type="hidden" name="intent" value="phone" />
        <button type="submit" className={styles.button}>
          {copy.showPhone}
        </button>
      </Form>
    </>
  );
  const rows: [string, ReactNode][] = [
    [fields.createdAt, formatKoreanDateTime(lead.createdAt)],
    [fields.form, leadFormLabels[lead.form] ?? lead.form],
    [fields.site, lead.siteId],
    [fields.name, lead.name],
    [fields.phone, phoneValue],
    [fields.email, lead.email || copy.none],
    [fields.visitDate, lead.visitDate || copy.none],
    [fields.message, lead.message || copy.none],
    [fields.sourcePath, lead.sourcePath || copy.none],
    [fields.privacyConsent, yesNo(lead.privacyConsent)],
    [fields.marketingConsent, yesNo(lead.marketingConsent)],
    [fields.consentVersion, lead.consentVersion],
    [fields.consentedAt, formatKoreanDateTime(lead.consentedAt)],
    [fields.status, leadStatusLabels[status] ?? status],
  ];
  return (
    <section className={styles.card} aria-label={copy.title}>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            {/* What a visitor typed keeps its own direction and cannot reorder the page around it. */}
            <dd dir="auto">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function StatusCard({
  status,
  answer,
  saving,
}: {
  status: LeadStage;
  answer: { ok: true } | { ok: false; message: string } | undefined;
  saving: boolean;
}) {
  return (
    <Card id="status-title" title={copy.statusHeading}>
      <Form method="post" className={styles.form}>
        <input type="hidden" name="intent" value="status" />
        <Field id="lead-status" label={copy.fields.status}>
          <select
            id="lead-status"
            name="status"
            // A stage moved by another form (an entry moves 신규 to 상담 중) shows at once.
            key={status}
            defaultValue={status}
            className={styles.input}
          >
            {LEAD_STAGES.map((value) => (
              <option key={value} value={value}>
                {leadStatusLabels[value]}
              </option>
            ))}
          </select>
        </Field>
        {answer && !answer.ok && (
          <p className={styles.error} role="alert">
            {answer.message}
          </p>
        )}
        {answer?.ok && (
          <p className={styles.success} role="status">
            {copy.saved}
          </p>
        )}
        <div className={styles.formActions}>
          <button type="submit" className={styles.buttonPrimary} disabled={saving}>
            {saving ? copy.saving : copy.save}
          </button>
        </div>
      </Form>
    </Card>
  );
}

export function LeadMessages({ messages }: { messages: LeadPageData["messages"] }) {
  return (
    <Card id="lead-messages-title" title={adminMessagesCopy.title}>
      {messages.length === 0 ? (
        <p className={styles.muted}>{adminMessagesCopy.empty}</p>
      ) : (
        <ul className={styles.plainList}>
          {messages.map((message) => (
            <li key={message.id}>
              {formatKoreanDateTime(message.createdAt)} · {adminMessagesCopy.kindLabels[message.kind] ?? message.kind} ·{" "}
              {adminMessagesCopy.statusLabels[message.status] ?? message.status}
              {message.delivery && ` · ${message.delivery}`}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
