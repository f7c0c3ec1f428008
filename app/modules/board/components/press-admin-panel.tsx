import type { FormEvent, ReactNode } from "react";
import { Form, href, Link, useLocation, useNavigation } from "react-router";
import { hasTitleAndSummary, PRESS_SUMMARY_MAX, PRESS_TITLE_MAX } from "#app/modules/board/fields.ts";
import { pressCopy } from "#app/modules/board/press-copy.ts";
import styles from "./board.module.css";

/** The admin's sign-in route: every sign-in form posts there. */
const SIGN_IN_ACTION = href("/admin/login");

/** What the /{site}/press action answers when it does not redirect. */
export type PressActionData =
  | { intent: "create"; message: string; values: { title: string; summary: string; content: string } }
  | { intent: "invalid"; message: string };

type FieldProps = { id: string; label: string; required?: boolean; hint?: string; children: ReactNode };

function PressField({ id, label, required = false, hint, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span className={styles.requiredMark}>{pressCopy.write.requiredMark}</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

type SignInProps = { redirectTo: string };

/** Signed out (SPEC §2): the sign-in form, posted to /admin/login, which comes back here. */
export function PressSignIn({ redirectTo }: SignInProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === SIGN_IN_ACTION;
  return (
    <section className={`${styles.panel} ${styles.panelNarrow}`} aria-labelledby="press-signin-title">
      <div className={styles.panelHeader}>
        <h2 id="press-signin-title" className={styles.panelTitle}>
          {pressCopy.signIn.heading}
        </h2>
        <p className={styles.panelNote}>{pressCopy.signIn.note}</p>
      </div>
      <Form method="post" action={SIGN_IN_ACTION} className={styles.form}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <PressField id="press-email" label={pressCopy.signIn.email}>
          <input id="press-email" name="email" type="email" autoComplete="username" required className={styles.input} />
        </PressField>
        <PressField id="press-password" label={pressCopy.signIn.password}>
          <input
            id="press-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={styles.input}
          />
        </PressField>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={submitting}>
            {submitting ? pressCopy.signIn.submitting : pressCopy.signIn.submit}
          </button>
        </div>
      </Form>
    </section>
  );
}

type AdminProps = { email: string; action: string; actionData: PressActionData | undefined };

/**
 * Signed in (SPEC §2): welcome, logout and the write form. A missing title or summary is stopped by
 * the SPEC §8 alert, or without JavaScript by the server's 400; a new location remounts the form empty.
 */
export function PressAdminPanel({ email, action, actionData }: AdminProps) {
  const location = useLocation();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "create";
  const refused = actionData?.intent === "create" ? actionData : null;
  const failure = actionData ?? null;

  function checkRequired(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const value = (name: string) => {
      const field = form.elements.namedItem(name);
      return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : "";
    };
    if (!hasTitleAndSummary(value("title"), value("summary"))) {
      event.preventDefault();
      window.alert(pressCopy.required);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="press-write-title">
      <div className={styles.adminBar}>
        <p className={styles.welcome}>{pressCopy.admin.welcome(email)}</p>
        <div className={styles.adminActions}>
          <Link to={href("/admin")} className={styles.secondary}>
            {pressCopy.admin.manage}
          </Link>
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="signout" />
            <button type="submit" className={styles.secondary}>
              {pressCopy.admin.signOut}
            </button>
          </Form>
        </div>
      </div>

      <h2 id="press-write-title" className={styles.panelTitle}>
        {pressCopy.write.heading}
      </h2>
      <Form
        key={location.key}
        method="post"
        action={action}
        noValidate
        onSubmit={checkRequired}
        className={styles.form}
        aria-describedby={refused ? "press-write-error" : undefined}
      >
        <input type="hidden" name="intent" value="create" />
        <PressField id="press-title" label={pressCopy.write.title} required>
          <input
            id="press-title"
            name="title"
            type="text"
            maxLength={PRESS_TITLE_MAX}
            aria-required="true"
            defaultValue={refused?.values.title}
            className={styles.input}
          />
        </PressField>
        <PressField id="press-summary" label={pressCopy.write.summary} required>
          <textarea
            id="press-summary"
            name="summary"
            rows={2}
            maxLength={PRESS_SUMMARY_MAX}
            aria-required="true"
            defaultValue={refused?.values.summary}
            className={`${styles.input} ${styles.textarea}`}
          />
        </PressField>
        <PressField id="press-content" label={pressCopy.write.content} hint={pressCopy.write.contentHint}>
          <textarea
            id="press-content"
            name="content"
            rows={8}
            aria-describedby="press-content-hint"
            defaultValue={refused?.values.content}
            className={`${styles.input} ${styles.textarea}`}
          />
        </PressField>
        {failure && (
          <p id={refused ? "press-write-error" : undefined} className={styles.error} role="alert">
            {failure.message}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={submitting}>
            {submitting ? pressCopy.write.submitting : pressCopy.write.submit}
          </button>
        </div>
      </Form>
    </section>
  );
}
