import { useLocation } from "react-router";
import { usePublicEnv } from "#app/lib/use-public-env.ts";
import { inquiryMessages, invalidMessage, rateLimitedMessage } from "#app/modules/leads/copy.ts";
import { fieldLabels } from "#app/modules/leads/form-copy.ts";
import { MESSAGE_MAX } from "#app/modules/leads/lead-fields.ts";
import type { LeadFormActionData } from "#app/modules/leads/lead-form-values.ts";
import type { LeadField } from "#app/modules/leads/schema.ts";
import { ConsentFields } from "./consent-fields.tsx";
import { NameAndPhoneFields, TextAreaField } from "./form-fields.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import styles from "./lead-form.module.css";
import { type LeadFormStatus, pagePath, unplacedErrors } from "./lead-form-state.ts";
import { useLeadForm } from "./use-lead-form.ts";
import { VisitSourceFields } from "./visit-source-fields.tsx";

const SHOWN_FIELDS: readonly LeadField[] = ["name", "phone", "message", "privacyConsent"];
const OPTIONAL_ITEMS = ["문의 내용"] as const;

export type VisitFormProps = {
  /** "visit": the home page's section; "inquiry": the customer page. */
  kind: "visit" | "inquiry";
  /** Where the form posts without JavaScript: a route with a lead action. */
  action: string;
  idPrefix: string;
  siteId?: string;
  actionData?: LeadFormActionData;
  /** An idempotency key the server rendered for this request (pages rendered on demand). */
  initialKey?: string;
  tone?: "light" | "dark";
  /** The page's address with its campaign parameters, when it had any (pages rendered on demand); else the action's. */
  landing?: string | null;
};

/** The form with what it would read from the router given as props: it renders under any React root. */
export type VisitFormViewProps = VisitFormProps & {
  /** The page's location pathname (the lead's `sourcePath`). */
  pathname: string;
  /** The public environment's `leadRetentionDays` (the consent notice). */
  retentionDays: number;
};

function messageFor(status: LeadFormStatus): string | null {
  switch (status) {
    case "success":
      return inquiryMessages.success;
    case "failed":
      return inquiryMessages.failure;
    case "error":
      return inquiryMessages.error;
    case "rate-limited":
      return rateLimitedMessage;
    case "invalid":
      return invalidMessage;
    default:
      return null;
  }
}

/**
 * The visit/inquiry form (SPEC §3, §4 "Inquiry form submit"): name, phone, an optional message and the consent block.
 */
export function VisitForm(props: VisitFormProps) {
  const { pathname } = useLocation();
  const { leadRetentionDays } = usePublicEnv();
  return <VisitFormView {...props} pathname={pathname} retentionDays={leadRetentionDays} />;
}

/**
 * The form itself, outside the router: the customer page hydrates it in a React root of its own
 * (`visit-form-later.tsx`), which the router's location changes never reach.
 */
export function VisitFormView({
  kind,
  action,
  idPrefix,
  siteId,
  actionData,
  initialKey,
  tone = "light",
  landing,
  pathname,
  retentionDays,
}: VisitFormViewProps) {
  const { state, submitting, statusRef, keyInputProps, formProps } = useLeadForm({
    actionData,
    initialKey,
    shownFields: SHOWN_FIELDS,
  });
  const { fieldErrors, status } = state;
  const values = actionData?.values;
  const message = messageFor(status);
  const extra = status === "invalid" ? unplacedErrors(fieldErrors, SHOWN_FIELDS) : [];
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <form {...formProps} action={action} className={styles.form} data-tone={tone} data-lead-form={kind}>
      <input type="hidden" name="form" value={kind} />
      {siteId && <input type="hidden" name="siteId" value={siteId} />}
      <input type="hidden" name="sourcePath" value={pagePath(pathname)} />
      <input {...keyInputProps} />
      <HoneypotField idPrefix={idPrefix} />
      <VisitSourceFields landing={landing ?? actionData?.landing} />

      <NameAndPhoneFields idPrefix={idPrefix} errors={fieldErrors} values={values} />
      <TextAreaField
        id={id("message")}
        name="message"
        label={fieldLabels.message}
        rows={5}
        maxLength={MESSAGE_MAX}
        placeholder={fieldLabels.messagePlaceholder}
        defaultValue={values?.message}
        errors={fieldErrors.message}
      />
      <ConsentFields
        idPrefix={idPrefix}
        retentionDays={retentionDays}
        tone={tone}
        optionalItems={OPTIONAL_ITEMS}
        errors={fieldErrors.privacyConsent}
        defaultChecked={{ privacy: values?.privacyConsent, marketing: values?.marketingConsent }}
      />

      <div
        ref={statusRef}
        className={styles.status}
        role="status"
        tabIndex={-1}
        data-status={message ? status : undefined}
      >
        {message && <p>{message}</p>}
        {extra.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <button type="submit" className={styles.submit} disabled={submitting}>
        {submitting ? inquiryMessages.submitting : inquiryMessages.submit}
      </button>
    </form>
  );
}
