import { Form, useNavigation } from "react-router";
import { pressAdminCopy } from "#app/modules/board/admin-copy.ts";
import { PRESS_CONTENT_MAX, PRESS_SUMMARY_MAX, PRESS_TITLE_MAX } from "#app/modules/board/fields.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";

export type PressFormValues = { siteId: string; title: string; summary: string; content: string };

type Props = {
  values: PressFormValues;
  submitLabel: string;
  /** The server's message when it refused the post (400). */
  message?: string;
  intent: "create" | "update";
};

/** Create and edit: site, title, summary (both required, SPEC §5), content. */
export function AdminPressForm({ values, submitLabel, message, intent }: Props) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const copy = pressAdminCopy.fields;
  return (
    <Form method="post" className={`${styles.card} ${styles.form}`}>
      <input type="hidden" name="intent" value={intent} />
      <Field id="press-site" label={copy.siteId}>
        <input
          id="press-site"
          name="siteId"
          required
          pattern="[a-z0-9\-]{1,40}"
          defaultValue={values.siteId}
          aria-describedby="press-site-hint"
          className={styles.input}
        />
        <p id="press-site-hint" className={styles.hint}>
          {copy.siteHint}
        </p>
      </Field>
      <Field id="press-title" label={copy.title}>
        <input
          id="press-title"
          name="title"
          required
          maxLength={PRESS_TITLE_MAX}
          defaultValue={values.title}
          className={styles.input}
        />
      </Field>
      <Field id="press-summary" label={copy.summary}>
        <textarea
          id="press-summary"
          name="summary"
          required
          rows={3}
          maxLength={PRESS_SUMMARY_MAX}
          defaultValue={values.summary}
          className={`${styles.input} ${styles.textarea}`}
        />
      </Field>
      <Field id="press-content" label={copy.content}>
        <textarea
          id="press-content"
          name="content"
          rows={12}
          maxLength={PRESS_CONTENT_MAX}
          defaultValue={values.content}
          aria-describedby="press-content-hint"
          className={`${styles.input} ${styles.textarea}`}
        />
        <p id="press-content-hint" className={styles.hint}>
          {copy.contentHint}
        </p>
      </Field>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      <div className={styles.formActions}>
        <button type="submit" className={styles.buttonPrimary} disabled={busy}>
          {busy ? pressAdminCopy.saving : submitLabel}
        </button>
      </div>
    </Form>
  );
}
