import { privacyPage } from "#app/content/pages/privacy.ts";
import { privacy, retentionLabel } from "#app/modules/leads/copy.ts";
import { consentCopy } from "#app/modules/leads/form-copy.ts";
import { errorProps, FieldError } from "./form-fields.tsx";
import styles from "./lead-form.module.css";

type Props = {
  idPrefix: string;
  /** How long leads are kept (the public environment's `leadRetentionDays`): a prop, so the form needs no router. */
  retentionDays: number;
  /** Errors for the required consent box. */
  errors?: readonly string[];
  /** Optional items this form collects besides name and phone (e.g. 문의 내용). */
  optionalItems?: readonly string[];
  /** Ticked boxes to show again after a server round trip without JavaScript. */
  defaultChecked?: { privacy?: boolean; marketing?: boolean };
  tone?: "light" | "dark";
  /** Smaller type for the popup, so the whole notice fits a phone screen with the fields. */
  compact?: boolean;
};

/**
 * The personal-information consent of every lead form (PIPA art. 15, 22): purpose, items, retention period and the
 * right to refuse with its consequence, then an unticked required box and a separate optional SMS box.
 */
export function ConsentFields({
  idPrefix,
  retentionDays,
  errors,
  optionalItems = [],
  defaultChecked,
  tone = "light",
  compact = false,
}: Props) {
  const noticeId = `${idPrefix}-consent-notice`;
  const privacyId = `${idPrefix}-privacy-consent`;
  const marketingId = `${idPrefix}-marketing-consent`;
  const marketingDetailId = `${marketingId}-detail`;
  const items = `${consentCopy.requiredItemsPrefix}: ${privacy.requiredItems.join(", ")}${
    optionalItems.length > 0 ? ` / ${consentCopy.optionalItemsPrefix}: ${optionalItems.join(", ")}` : ""
  }`;

  return (
    <fieldset className={styles.consent} data-tone={tone} data-compact={compact || undefined}>
      <legend className={styles.consentLegend}>{consentCopy.heading}</legend>
      <dl id={noticeId} className={styles.notice}>
        <div>
          <dt>{consentCopy.purpose}</dt>
          <dd>{privacy.purpose}</dd>
        </div>
        <div>
          <dt>{consentCopy.items}</dt>
          <dd>{items}</dd>
        </div>
        <div>
          <dt>{consentCopy.retention}</dt>
          <dd>
            {consentCopy.retentionPrefix} <strong>{retentionLabel(retentionDays)}</strong>. {privacy.afterRetention}
          </dd>
        </div>
        <div>
          <dt>{consentCopy.refusal}</dt>
          <dd>{privacy.refusal}</dd>
        </div>
      </dl>
      <a className={styles.policyLink} href={privacyPage.path} target="_blank" rel="noopener">
        {consentCopy.policyLink}
        <span className="visually-hidden"> {consentCopy.newWindow}</span>
      </a>

      <div className={styles.check}>
        <input
          id={privacyId}
          type="checkbox"
          name="privacyConsent"
          required
          className={styles.checkbox}
          defaultChecked={defaultChecked?.privacy ?? false}
          {...errorProps(privacyId, errors, noticeId)}
        />
        <label htmlFor={privacyId}>{privacy.requiredLabel}</label>
      </div>
      <FieldError id={privacyId} errors={errors} />

      <div className={styles.check}>
        <input
          id={marketingId}
          type="checkbox"
          name="marketingConsent"
          className={styles.checkbox}
          defaultChecked={defaultChecked?.marketing ?? false}
          aria-describedby={marketingDetailId}
        />
        <label htmlFor={marketingId}>{privacy.marketing.label}</label>
      </div>
      <p id={marketingDetailId} className={styles.checkDetail}>
        {privacy.marketing.detail}
      </p>
    </fieldset>
  );
}
