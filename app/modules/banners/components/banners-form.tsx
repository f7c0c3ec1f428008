import { Form } from "react-router";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field, InputField, PictureThumb } from "#app/platform/admin-ui/blocks.tsx";
import { PublishActions } from "#app/platform/admin-ui/published-document.tsx";
import { adminBannersCopy as copy } from "../admin-copy.ts";
import {
  POPUP_ALT_MAX,
  POPUP_FIELDS,
  POPUP_IMAGE_ACCEPT,
  POPUP_LINK_MAX,
  POPUP_ORDER_MAX,
  POPUPS_MAX,
  STRIP_MESSAGE_MAX,
  STRIP_MESSAGES_MAX,
} from "../fields.ts";
import { type BannersFormValues, blankPopupRow } from "../form.ts";
import own from "./banners-form.module.css";

/** Blank pop-up rows offered below the filled ones (a plain form: no script adds rows). */
const SPARE_ROWS = 2;

/** One multipart form, works without JavaScript: a card per pop-up and the strip, one message per line. */
export function BannersForm({
  values,
  images,
  message,
  errorRow,
  readOnly,
}: {
  values: BannersFormValues;
  images: Record<string, { url: string; name: string }>;
  message?: string;
  errorRow?: number;
  readOnly: boolean;
}) {
  const filled = values.popups.length;
  const rows = readOnly
    ? values.popups
    : [...values.popups, ...Array.from({ length: SPARE_ROWS }, (_, i) => blankPopupRow(filled + i + 1))].slice(
        0,
        Math.max(POPUPS_MAX, filled),
      );
  const stripLines = Math.min(STRIP_MESSAGES_MAX, Math.max(5, values.strip.split("\n").length + 1));
  return (
    <Form method="post" encType="multipart/form-data" className={`${styles.card} ${styles.form}`}>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      <h2 className={styles.cardTitle}>{copy.popups}</h2>
      <p className={styles.hint}>{copy.popupsHint}</p>
      <ol className={own.popups}>
        {rows.map((row, index) => {
          const n = index + 1;
          const id = (field: string) => `popup-${n}-${field}`;
          const image = row.fileId ? images[row.fileId] : undefined;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the row's place is its identity in the form
            <li key={index} className={own.popup} aria-invalid={errorRow === index ? true : undefined}>
              <fieldset className={own.fieldset}>
                <legend className={styles.label}>{copy.popup(n)}</legend>
                <input type="hidden" name={POPUP_FIELDS.fileId} value={row.fileId} />
                <div className={own.imageCell}>
                  <PictureThumb url={image?.url} empty={copy.columns.image} />
                  {!readOnly && (
                    <InputField
                      id={id("image")}
                      label={image ? copy.replaceImage : copy.columns.image}
                      hint={index === 0 ? copy.imageHint : undefined}
                      name={POPUP_FIELDS.image}
                      type="file"
                      accept={POPUP_IMAGE_ACCEPT}
                    />
                  )}
                </div>
                <div className={own.fields}>
                  <InputField
                    id={id("alt")}
                    label={copy.columns.alt}
                    name={POPUP_FIELDS.alt}
                    defaultValue={row.alt}
                    maxLength={POPUP_ALT_MAX}
                    readOnly={readOnly}
                  />
                  <InputField
                    id={id("link")}
                    label={copy.columns.link}
                    hint={index === 0 ? copy.linkHint : undefined}
                    name={POPUP_FIELDS.link}
                    defaultValue={row.link}
                    maxLength={POPUP_LINK_MAX}
                    readOnly={readOnly}
                    inputMode="url"
                  />
                  <div className={own.times}>
                    <InputField
                      id={id("start")}
                      label={copy.columns.start}
                      name={POPUP_FIELDS.start}
                      type="datetime-local"
                      defaultValue={row.start}
                      readOnly={readOnly}
                    />
                    <InputField
                      id={id("end")}
                      label={copy.columns.end}
                      name={POPUP_FIELDS.end}
                      type="datetime-local"
                      defaultValue={row.end}
                      readOnly={readOnly}
                    />
                    <InputField
                      id={id("order")}
                      label={copy.columns.order}
                      name={POPUP_FIELDS.order}
                      type="number"
                      min={0}
                      max={POPUP_ORDER_MAX}
                      defaultValue={row.order}
                      readOnly={readOnly}
                      className={`${styles.input} ${own.order}`}
                    />
                  </div>
                  {!readOnly && row.fileId && (
                    <label className={own.remove}>
                      <input
                        type="checkbox"
                        name={POPUP_FIELDS.remove}
                        value={String(index)}
                        defaultChecked={row.remove}
                      />{" "}
                      {copy.remove}
                    </label>
                  )}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Field id="banners-strip" label={copy.strip} hint={copy.stripHint}>
        <textarea
          id="banners-strip"
          name={POPUP_FIELDS.strip}
          defaultValue={values.strip}
          rows={stripLines}
          maxLength={(STRIP_MESSAGE_MAX + 2) * STRIP_MESSAGES_MAX}
          readOnly={readOnly}
          aria-describedby="banners-strip-hint"
          className={styles.input}
        />
      </Field>
      <PublishActions copy={copy} preview={copy.preview} readOnly={readOnly} />
    </Form>
  );
}
