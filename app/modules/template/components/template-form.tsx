import { Form } from "react-router";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field, fieldControl, PictureThumb } from "#app/platform/admin-ui/blocks.tsx";
import { PublishActions } from "#app/platform/admin-ui/published-document.tsx";
import { adminTemplateCopy as copy } from "../admin-copy.ts";
import {
  ADDRESS_MAX,
  ALT_MAX,
  DEVELOPER_NAME_MAX,
  TEMPLATE_FIELDS as F,
  HEADLINE_MAX,
  IMAGE_ACCEPT,
  INTRO_MAX,
  LOCATION_TEXT_MAX,
  PRIVACY_CONTACT_MAX,
  PRIVACY_OFFICER_MAX,
  TYPE_NAME_MAX,
  URL_MAX,
} from "../fields.ts";
import type { TemplateFormErrors, TemplateFormValues } from "../form.ts";
import own from "./template-form.module.css";

type Pictures = Record<string, { url: string; name: string }>;
type TemplatePrivacyField = "developerName" | "privacyOfficer" | "privacyContact";

/** The field's words and its refusal, if any. */
const fieldOf = (field: keyof typeof copy.fields, errors: TemplateFormErrors) => ({
  id: `template-${field}`,
  label: copy.fields[field].label,
  hint: copy.fields[field].hint,
  error: errors[field],
});

/**
 * The template's words and pictures as one multipart form (works without JavaScript): home, 입지, and
 * a row per type with blank rows to add more; save or publish (`intent`).
 */
export function TemplateForm({
  values,
  pictures,
  message,
  errors = {},
  errorRow,
  readOnly,
}: {
  values: TemplateFormValues;
  pictures: Pictures;
  message?: string;
  errors?: TemplateFormErrors;
  errorRow?: number;
  readOnly: boolean;
}) {
  const text = (
    field: "headline" | "heroAlt" | "address" | "mapUrl" | "locationAlt" | TemplatePrivacyField,
    max: number,
    type = "text",
  ) => {
    const props = fieldOf(field, errors);
    return (
      <Field {...props}>
        <input
          {...fieldControl(props.id, props)}
          name={F[field]}
          type={type}
          defaultValue={values[field]}
          maxLength={max}
          readOnly={readOnly}
          className={styles.input}
        />
      </Field>
    );
  };
  const area = (field: "intro" | "facts" | "locationText", max: number, rows: number) => {
    const props = fieldOf(field, errors);
    return (
      <Field {...props}>
        <textarea
          {...fieldControl(props.id, props)}
          name={F[field]}
          defaultValue={values[field]}
          maxLength={max}
          rows={rows}
          readOnly={readOnly}
          className={`${styles.input} ${styles.textarea}`}
        />
      </Field>
    );
  };
  const picture = (field: "heroImage" | "locationImage", fileIdField: "heroFileId" | "locationFileId") => {
    const props = fieldOf(field, errors);
    return (
      <div className={own.pictureRow}>
        <input type="hidden" name={F[fileIdField]} value={values[fileIdField]} />
        <PictureThumb url={pictures[values[fileIdField]]?.url} empty={copy.noImage} />
        {!readOnly && (
          <Field {...props}>
            <input
              {...fieldControl(props.id, props)}
              name={F[field]}
              type="file"
              accept={IMAGE_ACCEPT}
              className={styles.input}
            />
          </Field>
        )}
      </div>
    );
  };
  return (
    <Form method="post" encType="multipart/form-data" className={`${styles.card} ${styles.form}`} noValidate>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      <fieldset className={own.section}>
        <legend className={styles.cardTitle}>{copy.sections.home}</legend>
        {text("headline", HEADLINE_MAX)}
        {area("intro", INTRO_MAX, 3)}
        {picture("heroImage", "heroFileId")}
        {text("heroAlt", ALT_MAX)}
        {area("facts", 2000, 6)}
      </fieldset>
      <fieldset className={own.section}>
        <legend className={styles.cardTitle}>{copy.sections.location}</legend>
        {text("address", ADDRESS_MAX)}
        {text("mapUrl", URL_MAX, "url")}
        {area("locationText", LOCATION_TEXT_MAX, 6)}
        {picture("locationImage", "locationFileId")}
        {text("locationAlt", ALT_MAX)}
      </fieldset>
      <fieldset className={own.section}>
        <legend className={styles.cardTitle}>{copy.sections.types}</legend>
        <p id="template-types-hint" className={styles.hint}>
          {copy.types.lead}
        </p>
        {errors.types && (
          <p id="template-types-error" className={styles.error}>
            {errors.types}
          </p>
        )}
        <ol className={own.types}>
          {values.types.map((row, index) => {
            const n = index + 1;
            const id = (field: string) => `template-type-${n}-${field}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the row's place is its identity in the form
              <li key={index} className={own.type} aria-invalid={errorRow === index ? true : undefined}>
                <fieldset className={own.typeFields}>
                  <legend className={styles.label}>{copy.types.rowLabel(n)}</legend>
                  <input type="hidden" name={F.typePlanFileId} value={row.planFileId} />
                  {(
                    [
                      ["name", F.typeName, copy.types.name, TYPE_NAME_MAX, "text"],
                      ["exclusiveArea", F.typeExclusive, copy.types.exclusiveArea, 10, "decimal"],
                      ["supplyArea", F.typeSupply, copy.types.supplyArea, 10, "decimal"],
                      ["households", F.typeHouseholds, copy.types.households, 7, "numeric"],
                    ] as const
                  ).map(([key, name, label, max, inputMode]) => (
                    <div key={key} className={styles.field}>
                      <label htmlFor={id(key)} className={styles.label}>
                        {label}
                      </label>
                      <input
                        id={id(key)}
                        name={name}
                        defaultValue={row[key]}
                        maxLength={max}
                        inputMode={inputMode}
                        readOnly={readOnly}
                        aria-invalid={errorRow === index ? true : undefined}
                        aria-describedby={errorRow === index ? "template-types-error" : undefined}
                        className={styles.input}
                      />
                    </div>
                  ))}
                  <div className={own.planCell}>
                    <PictureThumb url={pictures[row.planFileId]?.url} empty={copy.noImage} />
                    {!readOnly && (
                      <div className={styles.field}>
                        <label htmlFor={id("plan")} className={styles.label}>
                          {copy.types.plan}
                        </label>
                        <input
                          id={id("plan")}
                          name={F.typePlan}
                          type="file"
                          accept={IMAGE_ACCEPT}
                          className={styles.input}
                        />
                      </div>
                    )}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      </fieldset>
      <fieldset className={own.section}>
        <legend className={styles.cardTitle}>{copy.sections.privacy}</legend>
        <p className={styles.hint}>{copy.privacyLead}</p>
        {text("developerName", DEVELOPER_NAME_MAX)}
        {text("privacyOfficer", PRIVACY_OFFICER_MAX)}
        {text("privacyContact", PRIVACY_CONTACT_MAX)}
      </fieldset>
      <PublishActions copy={copy} readOnly={readOnly} />
    </Form>
  );
}
