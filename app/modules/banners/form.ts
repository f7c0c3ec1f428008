import { koreaInputValue, parseKoreaDateTime } from "#app/modules/board/notice-schema.ts";
import { POPUP_FIELDS, POPUPS_MAX } from "./fields.ts";
import { type Banners, bannerMessages, type Popup, PopupSchema, StripSchema } from "./schema.ts";

/** One pop-up row as typed (shown again with a refusal). */
export type PopupFormRow = {
  fileId: string;
  alt: string;
  link: string;
  start: string;
  end: string;
  order: string;
  remove: boolean;
};

export type BannersFormValues = { popups: PopupFormRow[]; strip: string };

export const blankPopupRow = (order: number): PopupFormRow => ({
  fileId: "",
  alt: "",
  link: "",
  start: "",
  end: "",
  order: String(order),
  remove: false,
});

/** The stored document as the editor's values (times as Korea `datetime-local`). */
export function bannersFormValues(value: Banners): BannersFormValues {
  return {
    popups: value.popups.map((popup) => ({
      fileId: popup.fileId,
      alt: popup.alt,
      link: popup.link,
      start: koreaInputValue(popup.start),
      end: koreaInputValue(popup.end),
      order: String(popup.order),
      remove: false,
    })),
    strip: value.strip.join("\n"),
  };
}

const ROW_FIELDS = ["fileId", "alt", "link", "start", "end", "order"] as const;

export type PopupDraft = Omit<Popup, "fileId"> & { fileId: string; newFile: File | null };

export type BannersFormParse =
  | { ok: true; popups: PopupDraft[]; strip: string[]; values: BannersFormValues }
  | { ok: false; message: string; values: BannersFormValues; row?: number };

const failed = (message: string, values: BannersFormValues, row?: number): BannersFormParse => ({
  ok: false,
  message,
  values,
  ...(row === undefined ? {} : { row }),
});

/**
 * The pop-up fields once per row in table order, `popupRemove` naming removed rows, `strip` one
 * message per line. A wholly blank row is dropped; anything but text, or unequal counts, is refused
 * as a whole. New files are checked by the caller, before anything is written.
 */
export function parseBannersForm(formData: FormData): BannersFormParse {
  const columns = ROW_FIELDS.map((name) => formData.getAll(POPUP_FIELDS[name]));
  const count = columns[0]?.length ?? 0;
  const images = formData.getAll(POPUP_FIELDS.image);
  const strip = formData.get(POPUP_FIELDS.strip);
  const removed = new Set(formData.getAll(POPUP_FIELDS.remove).map(String));
  const empty: BannersFormValues = { popups: [], strip: "" };
  if (
    count > POPUPS_MAX * 2 ||
    columns.some((values) => values.length !== count || values.some((value) => typeof value !== "string")) ||
    images.length > count ||
    images.some((image) => typeof image === "string") ||
    (strip !== null && typeof strip !== "string")
  ) {
    return failed(bannerMessages.malformed, empty);
  }
  const rows: PopupFormRow[] = [];
  for (let i = 0; i < count; i++) {
    const [fileId = "", alt = "", link = "", start = "", end = "", order = ""] = columns.map(
      (values) => values[i] as string,
    );
    rows.push({ fileId, alt, link, start, end, order, remove: removed.has(String(i)) });
  }
  const values: BannersFormValues = { popups: rows, strip: strip ?? "" };
  const drafts: PopupDraft[] = [];
  for (const [i, row] of rows.entries()) {
    const image = images[i];
    const newFile = image instanceof File && (image.size > 0 || image.name !== "") ? image : null;
    if (row.remove) continue;
    if (!newFile && `${row.fileId}${row.alt}${row.link}${row.start}${row.end}`.trim() === "") continue;
    const start = parseKoreaDateTime(row.start);
    const end = parseKoreaDateTime(row.end);
    if (!(start instanceof Date) || !(end instanceof Date)) return failed(bannerMessages.time, values, i);
    const order = row.order.trim() === "" ? i : Number(row.order);
    if (!row.fileId && !newFile) return failed(bannerMessages.imageRequired, values, i);
    const candidate = {
      // A placeholder id for a new file, so the rest of the row is checked before any upload.
      fileId: row.fileId || "00000000-0000-0000-0000-000000000000",
      alt: row.alt,
      link: row.link,
      start: start.toISOString(),
      end: end.toISOString(),
      order,
    };
    const parsed = PopupSchema.safeParse(candidate);
    if (!parsed.success) return failed(parsed.error.issues[0]?.message ?? bannerMessages.malformed, values, i);
    drafts.push({ ...parsed.data, fileId: row.fileId, newFile });
  }
  if (drafts.length > POPUPS_MAX) return failed(bannerMessages.tooManyPopups, values);
  const messages = (strip ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const stripParsed = StripSchema.safeParse(messages);
  if (!stripParsed.success) return failed(stripParsed.error.issues[0]?.message ?? bannerMessages.malformed, values);
  return { ok: true, popups: drafts, strip: stripParsed.data, values };
}
