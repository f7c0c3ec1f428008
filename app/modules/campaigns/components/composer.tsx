import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { stageLabels } from "#app/modules/counselling/admin-copy.ts";
import { LEAD_STAGES } from "#app/modules/counselling/kinds.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { eucKrBytes, SMS_MAX_BYTES } from "#app/platform/messaging/channel.ts";
import { campaignCopy } from "../admin-copy.ts";
import { type CampaignFormValues, NAME_MAX } from "../schema.ts";
import { type AdParts, BODY_MAX_CHARS, composeAdText, LMS_MAX_BYTES } from "../text.ts";
import local from "./campaigns.module.css";

type Props = {
  values: CampaignFormValues;
  parts: AdParts;
  /** The server's refusal, shown above the form. */
  message?: string;
  /** false: the text is shown but cannot be changed (it has started or ended). */
  editable: boolean;
  submitLabel: string;
};

/**
 * The composer: the body with a live preview on a phone, exactly as composed on the server (the
 * required parts included, which the body cannot remove), its EUC-KR byte count and SMS/LMS, and
 * the audience's filters. A plain form post (intent "save"); the preview needs JavaScript only.
 */
export function CampaignComposer({ values, parts, message, editable, submitLabel }: Props) {
  const [body, setBody] = useState(values.body);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const copy = campaignCopy.fields;
  const text = composeAdText(body, parts, "홍길동");
  const bytes = eucKrBytes(text);
  const channel = bytes > SMS_MAX_BYTES ? "lms" : "sms";
  return (
    <div className={local.layout}>
      <Form method="post" className={`${styles.card} ${styles.form}`}>
        {message && (
          <p className={styles.error} role="alert">
            {message}
          </p>
        )}
        <input type="hidden" name="intent" value="save" />
        <fieldset disabled={!editable} className={local.body}>
          <Field id="campaign-name" label={copy.name}>
            <input
              id="campaign-name"
              name="name"
              required
              maxLength={NAME_MAX}
              defaultValue={values.name}
              className={styles.input}
            />
          </Field>
          <Field id="campaign-body" label={copy.body} hint={copy.bodyHint}>
            <textarea
              id="campaign-body"
              name="body"
              rows={8}
              required
              maxLength={BODY_MAX_CHARS}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              aria-describedby="campaign-body-hint"
              className={styles.textarea}
            />
          </Field>
          <h2 className={`${styles.label} ${local.heading}`}>{copy.audience}</h2>
          <p className={local.required}>✓ {copy.consentRule}</p>
          <fieldset className={local.filters}>
            <legend className="visually-hidden">{copy.audience}</legend>
            <div className={styles.field}>
              <span className={styles.label}>{copy.stages}</span>
              <div className={local.stages}>
                {LEAD_STAGES.map((stage) => (
                  <label key={stage}>
                    <input
                      type="checkbox"
                      name="stage"
                      value={stage}
                      defaultChecked={values.filters.stages.includes(stage)}
                    />{" "}
                    {stageLabels[stage]}
                  </label>
                ))}
              </div>
            </div>
            {(
              [
                ["channel", "text"],
                ["campaign", "text"],
                ["from", "date"],
                ["to", "date"],
              ] as const
            ).map(([key, type]) => (
              <Field key={key} id={`campaign-${key}`} label={copy[key]}>
                <input
                  id={`campaign-${key}`}
                  name={key}
                  type={type}
                  maxLength={type === "text" ? 100 : undefined}
                  defaultValue={values.filters[key]}
                  className={styles.input}
                />
              </Field>
            ))}
            {(["booked", "visited"] as const).map((key) => (
              <Field key={key} id={`campaign-${key}`} label={copy[key]}>
                <select id={`campaign-${key}`} name={key} defaultValue={values.filters[key]} className={styles.input}>
                  <option value="any">{copy.any}</option>
                  <option value="yes">{copy.yes}</option>
                  <option value="no">{copy.no}</option>
                </select>
              </Field>
            ))}
          </fieldset>
          {editable && (
            <p>
              <button type="submit" className={styles.buttonPrimary} disabled={busy}>
                {submitLabel}
              </button>
            </p>
          )}
        </fieldset>
      </Form>
      <section aria-labelledby="campaign-preview">
        <h2 id="campaign-preview" className={styles.label}>
          {campaignCopy.preview}
        </h2>
        <div className={local.phone}>
          <p className={local.bubble} data-testid="campaign-preview-text">
            {text}
          </p>
        </div>
        <p className={local.meter} data-testid="campaign-bytes">
          {campaignCopy.bytes(bytes, channel)}
          {bytes > LMS_MAX_BYTES ? ` · ${campaignCopy.errors.tooLong(bytes)}` : ""}
        </p>
      </section>
    </div>
  );
}
