import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { interestSignup, visitBooking } from "#app/content/menus.ts";
import { usePublicEnv } from "#app/lib/use-public-env.ts";
import { interestMessages, rateLimitedMessage } from "#app/modules/leads/copy.ts";
import { interestDialogCopy } from "#app/modules/leads/interest-popup-copy.ts";
import type { LeadField } from "#app/modules/leads/schema.ts";
import { ConsentFields } from "./consent-fields.tsx";
import { NameAndPhoneFields } from "./form-fields.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import styles from "./lead-form.module.css";
import { type LeadFormStatus, pagePath, unplacedErrors } from "./lead-form-state.ts";
import { useLeadForm } from "./use-lead-form.ts";
import { VisitSourceFields } from "./visit-source-fields.tsx";

const SHOWN_FIELDS: readonly LeadField[] = ["name", "phone", "privacyConsent"];
/** Where the form would post if its submit handler never ran: a page whose action takes any lead. */
const FALLBACK_ACTION = interestSignup.path;

type Outcome = Extract<LeadFormStatus, "success" | "failed" | "error" | "rate-limited">;

function outcomeOf(status: LeadFormStatus): Outcome | null {
  return status === "success" || status === "failed" || status === "error" || status === "rate-limited" ? status : null;
}

const outcomeLines: Record<Outcome, readonly string[]> = {
  success: interestMessages.success,
  failed: [interestMessages.failure],
  error: [interestMessages.error],
  "rate-limited": [rateLimitedMessage],
};

type Props = {
  idPrefix: string;
  /** Whether the dialog is open: closing it brings the form back for the next opening. */
  open: boolean;
  onClose: () => void;
  /** Called once the form is in the document (it loads after the dialog opens the first time). */
  onReady?: () => void;
};

/** The interest popup's form (SPEC §3, §4, §8): name and phone, with email and visitDate posted empty. */
export function InterestForm({ idPrefix, open, onClose, onReady }: Props) {
  const { pathname } = useLocation();
  const { leadRetentionDays } = usePublicEnv();
  const { state, submitting, statusRef, keyInputProps, formProps, reset } = useLeadForm({
    shownFields: SHOWN_FIELDS,
  });
  const outcome = outcomeOf(state.status);
  const resultRef = useRef<HTMLDivElement>(null);
  const extra = state.status === "invalid" ? unplacedErrors(state.fieldErrors, SHOWN_FIELDS) : [];

  // The result replaces the form and the button the focus was on: focus follows to the message.
  useEffect(() => {
    if (outcome) resultRef.current?.focus();
  }, [outcome]);

  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);

  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onReadyRef.current?.();
  }, []);

  return (
    <>
      <div
        ref={resultRef}
        className={styles.result}
        role="status"
        tabIndex={-1}
        hidden={!outcome}
        data-status={outcome ?? undefined}
      >
        {outcome && (
          <>
            <p className={styles.resultText}>
              {outcomeLines[outcome].map((line, i) => (
                <span key={line}>
                  {i > 0 && <br />}
                  {line}
                </span>
              ))}
            </p>
            {outcome === "success" ? (
              <>
                <Link to={visitBooking.path} className={styles.visitLink}>
                  {visitBooking.label}
                </Link>
                <button type="button" className={styles.submit} onClick={onClose}>
                  {interestDialogCopy.done}
                </button>
              </>
            ) : (
              <button type="button" className={styles.submit} onClick={reset}>
                {interestDialogCopy.retry}
              </button>
            )}
          </>
        )}
      </div>

      <form {...formProps} action={FALLBACK_ACTION} className={styles.form} data-compact="" hidden={Boolean(outcome)}>
        <input type="hidden" name="form" value="interest" />
        <input type="hidden" name="email" value="" />
        <input type="hidden" name="visitDate" value="" />
        <input type="hidden" name="sourcePath" value={pagePath(pathname)} />
        <input {...keyInputProps} />
        <HoneypotField idPrefix={idPrefix} />
        <VisitSourceFields />

        <NameAndPhoneFields idPrefix={idPrefix} errors={state.fieldErrors} />
        <ConsentFields
          idPrefix={idPrefix}
          retentionDays={leadRetentionDays}
          errors={state.fieldErrors.privacyConsent}
          compact
        />

        <div ref={statusRef} className={styles.status} role="status" tabIndex={-1}>
          {extra.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        <button type="submit" className={styles.submit} disabled={submitting}>
          {submitting ? interestMessages.submitting : interestMessages.submit}
        </button>
      </form>
    </>
  );
}
