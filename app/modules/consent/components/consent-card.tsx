import { Form } from "react-router";
import { formatSeoulTimestamp } from "#app/lib/korea-time.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DataTable, Field } from "#app/platform/admin-ui/blocks.tsx";
import { Card } from "#app/platform/admin-ui/card.tsx";
import type { ConsentAnswer, ConsentCard } from "../admin.server.ts";
import { adminConsentCopy as copy } from "../admin-copy.ts";
import { CONSENT_REASON_MAX } from "../schema.ts";

/**
 * The consent card on a lead's page: the number's state and history (who, when, how), and the form
 * staff record a 080 reply or a request on the phone with (the choices the viewer's role allows).
 */
export function ConsentCardSection({
  card,
  answer,
  busy,
}: {
  card: ConsentCard;
  answer?: ConsentAnswer;
  busy: boolean;
}) {
  const failed = answer && !answer.ok ? answer : undefined;
  return (
    <Card id="consent-title" title={copy.title} data-testid="lead-consent">
      <p className={styles.cardText}>{copy.lead}</p>
      <p className={styles.cardText}>
        {copy.state}: <strong>{copy.stateLabels[card.state]}</strong>
      </p>
      <DataTable
        caption={copy.title}
        columns={[
          { label: copy.columns.when },
          { label: copy.columns.action },
          { label: copy.columns.channel },
          { label: copy.columns.who },
          { label: copy.columns.reason },
        ]}
        rows={card.history}
        rowKey={(row) => row.id}
        cells={(row) => [
          <time key="when" dateTime={row.createdAt}>
            {formatSeoulTimestamp(row.createdAt)}
          </time>,
          copy.actionLabels[row.action],
          copy.channelLabels[row.channel],
          row.who,
          <bdi key="reason">{row.reason ?? "-"}</bdi>,
        ]}
        empty={copy.empty}
      />
      <Form method="post" className={styles.form}>
        <input type="hidden" name="intent" value="consent" />
        <h3 className={styles.cardTitle}>{copy.form.heading}</h3>
        {!card.choices.includes("phone-given") && <p className={styles.muted}>{copy.form.counsellorNote}</p>}
        <Field id="consent-choice" label={copy.form.choice}>
          <select
            id="consent-choice"
            name="choice"
            required
            defaultValue={failed?.choice ?? card.choices[0]}
            className={styles.input}
          >
            {card.choices.map((choice) => (
              <option key={choice} value={choice}>
                {copy.form.choices[choice]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="consent-reason" label={copy.form.reason}>
          <input
            id="consent-reason"
            name="reason"
            required
            minLength={2}
            maxLength={CONSENT_REASON_MAX}
            dir="auto"
            defaultValue={failed?.reason ?? ""}
            key={answer?.ok ? answer.message : "form"}
            placeholder={copy.form.reasonPlaceholder}
            className={styles.input}
            aria-invalid={failed ? true : undefined}
            aria-describedby={failed ? "consent-error" : undefined}
          />
        </Field>
        {failed && (
          <p id="consent-error" className={styles.error} role="alert">
            {failed.message}
          </p>
        )}
        {answer?.ok && (
          <p className={styles.success} role="status">
            {answer.message}
          </p>
        )}
        <div className={styles.formActions}>
          <button type="submit" className={styles.buttonPrimary} disabled={busy}>
            {busy ? copy.form.saving : copy.form.submit}
          </button>
        </div>
      </Form>
    </Card>
  );
}
