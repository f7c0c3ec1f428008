import { Form, Link } from "react-router";
import { ChannelSummary } from "#app/modules/attribution/components/attribution-panel.tsx";
import { attributionLabels } from "#app/modules/attribution/copy.ts";
import type { LeadPanel } from "#app/modules/feature-server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { Card } from "#app/platform/admin-ui/card.tsx";
import { ResultMessage } from "#app/platform/admin-ui/messages.tsx";

/** A panel form's answer, shown under the panel that posted it. */
export type LeadPanelAnswer = { panel: string; ok: boolean; message: string };

/**
 * Another feature's records of the lead's person (bookings, merged records) and what the viewer may
 * do with them in one step; each form posts `panel:<name>:<intent>` to the lead's page.
 */
export function LeadPanelSection({
  panel,
  answer,
  busy,
}: {
  panel: Omit<LeadPanel, "subjectIds">;
  answer?: LeadPanelAnswer;
  busy: boolean;
}) {
  return (
    <Card id={`lead-${panel.name}-title`} title={panel.title} data-testid={`lead-panel-${panel.name}`}>
      {answer?.panel === panel.name && <ResultMessage result={answer} />}
      {panel.items.length === 0 ? (
        <p className={styles.muted}>{panel.empty}</p>
      ) : (
        <ul className={styles.plainList}>
          {panel.items.map((item) => (
            <li key={item.id}>
              {item.href ? (
                <Link to={item.href} className={styles.link}>
                  {item.label}
                </Link>
              ) : (
                item.label
              )}
              <bdi>{item.details.map((detail) => ` · ${detail}`).join("")}</bdi>
              {item.attribution ? (
                <>
                  {" "}
                  · {attributionLabels.channel} <ChannelSummary attribution={item.attribution} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {panel.forms?.map((form, index) => {
        const key = `${panel.name}-${form.intent}-${index}`;
        return (
          <Form
            key={key}
            method="post"
            className={`${styles.form} ${styles.panelForm}`}
            aria-label={form.heading ?? form.submit}
          >
            <input type="hidden" name="intent" value={`panel:${panel.name}:${form.intent}`} />
            {Object.entries(form.hidden ?? {}).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {form.heading && <h3 className={styles.panelFormTitle}>{form.heading}</h3>}
            {form.fields.map((field) => {
              const id = `${key}-${field.name}`;
              return (
                <Field key={field.name} id={id} label={field.label}>
                  {field.type === "select" ? (
                    <select id={id} name={field.name} required className={styles.input}>
                      {field.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      id={id}
                      name={field.name}
                      type="tel"
                      inputMode="tel"
                      autoComplete="off"
                      required
                      placeholder={field.placeholder}
                      className={styles.input}
                    />
                  )}
                </Field>
              );
            })}
            <div className={styles.formActions}>
              <button type="submit" className={styles.button} disabled={busy}>
                {form.submit}
              </button>
            </div>
          </Form>
        );
      })}
    </Card>
  );
}
