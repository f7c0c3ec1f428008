import { TEMPLATE_FIELDS as F, FACTS_MAX, TYPES_MAX } from "./fields.ts";
import {
  emptyTemplatePages,
  type TemplatePages,
  TemplatePagesSchema,
  type TemplateType,
  templateMessages,
} from "./schema.ts";

/** One type row as typed (shown again with a refusal). */
export type TypeFormRow = {
  name: string;
  exclusiveArea: string;
  supplyArea: string;
  households: string;
  planFileId: string;
};

export type TemplateFormValues = {
  headline: string;
  intro: string;
  heroFileId: string;
  heroAlt: string;
  facts: string;
  address: string;
  mapUrl: string;
  locationText: string;
  locationFileId: string;
  locationAlt: string;
  developerName: string;
  privacyOfficer: string;
  privacyContact: string;
  types: TypeFormRow[];
};

/** Where a refusal points: a field, or a type row (0-based). */
export type TemplateFormField = Exclude<keyof TemplateFormValues, "types"> | "heroImage" | "locationImage" | "types";
export type TemplateFormErrors = Partial<Record<TemplateFormField, string>>;

/** New pictures chosen in the form, checked and stored by the caller before anything is written. */
export type TemplateNewFiles = { hero: File | null; location: File | null; plans: (File | null)[] };

export type TemplateFormParse =
  | { ok: true; value: TemplatePages; files: TemplateNewFiles; rows: number[]; values: TemplateFormValues }
  | { ok: false; message: string; values: TemplateFormValues; errors: TemplateFormErrors; row?: number };

const TEXT_FIELDS = [
  "headline",
  "intro",
  "heroFileId",
  "heroAlt",
  "facts",
  "address",
  "mapUrl",
  "locationText",
  "locationFileId",
  "locationAlt",
  "developerName",
  "privacyOfficer",
  "privacyContact",
] as const;
const ROW_FIELDS = ["typeName", "typeExclusive", "typeSupply", "typeHouseholds", "typePlanFileId"] as const;
const FORM_INVALID = "입력한 내용을 확인해 주세요.";
/** A placeholder for a picture chosen but not stored yet, so the rest is checked before any upload. */
const PENDING_FILE = "00000000-0000-0000-0000-000000000000";

/** The stored value as the editor's values. */
export function templateFormValues(value: TemplatePages): TemplateFormValues {
  return {
    headline: value.headline,
    intro: value.intro,
    heroFileId: value.heroFileId,
    heroAlt: value.heroAlt,
    facts: value.facts.map((fact) => `${fact.label}: ${fact.value}`).join("\n"),
    address: value.address,
    mapUrl: value.mapUrl,
    locationText: value.locationText,
    locationFileId: value.locationFileId,
    locationAlt: value.locationAlt,
    developerName: value.developerName,
    privacyOfficer: value.privacyOfficer,
    privacyContact: value.privacyContact,
    types: value.types.map((type) => ({
      name: type.name,
      exclusiveArea: String(type.exclusiveArea),
      supplyArea: String(type.supplyArea),
      households: String(type.households),
      planFileId: type.planFileId,
    })),
  };
}

/** Text where a file belongs; an empty file input may arrive as "" (its part has an empty file name). */
const isText = (value: FormDataEntryValue | null | undefined) => typeof value === "string" && value !== "";

const chosenFile = (value: FormDataEntryValue | null | undefined): File | null =>
  value instanceof File && (value.size > 0 || value.name !== "") ? value : null;

/** "84.97", "84,97" or "1,200" as a number; anything else NaN (refused by the schema). */
const number = (value: string) => {
  const trimmed = value
    .trim()
    .replace(/,(?=\d{3}\b)/g, "")
    .replace(",", ".");
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

function parseFacts(text: string): { label: string; value: string }[] | { line: number } {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const facts = [];
  for (const [index, line] of lines.entries()) {
    const colon = line.indexOf(":");
    if (colon <= 0) return { line: index + 1 };
    facts.push({ label: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  return facts;
}

/**
 * The posted editor form (multipart): one of each text field; the type fields once per row with a
 * file input each. A wholly blank type row is dropped; anything but text where text belongs, or
 * unequal row counts, is refused as a whole. Nothing is stored here.
 */
export function parseTemplateForm(formData: FormData): TemplateFormParse {
  const single = Object.fromEntries(TEXT_FIELDS.map((name) => [name, formData.getAll(F[name])]));
  const columns = ROW_FIELDS.map((name) => formData.getAll(F[name]));
  const plans = formData.getAll(F.typePlan);
  const count = columns[0]?.length ?? 0;
  const empty = templateFormValues(emptyTemplatePages());
  if (
    Object.values(single).some((all) => all.length > 1 || all.some((value) => typeof value !== "string")) ||
    count > TYPES_MAX * 2 ||
    columns.some((values) => values.length !== count || values.some((value) => typeof value !== "string")) ||
    plans.length > count ||
    plans.some(isText) ||
    [F.heroImage, F.locationImage].some((name) => formData.getAll(name).length > 1 || isText(formData.get(name)))
  ) {
    return { ok: false, message: templateMessages.malformed, values: empty, errors: {} };
  }
  const read = (name: (typeof TEXT_FIELDS)[number]) => String(single[name]?.[0] ?? "").slice(0, 5000);
  const rows: TypeFormRow[] = [];
  for (let i = 0; i < count; i++) {
    const [name = "", exclusiveArea = "", supplyArea = "", households = "", planFileId = ""] = columns.map((values) =>
      String(values[i]).slice(0, 100),
    );
    rows.push({ name, exclusiveArea, supplyArea, households, planFileId });
  }
  const values: TemplateFormValues = {
    headline: read("headline"),
    intro: read("intro"),
    heroFileId: read("heroFileId"),
    heroAlt: read("heroAlt"),
    facts: read("facts"),
    address: read("address"),
    mapUrl: read("mapUrl"),
    locationText: read("locationText"),
    locationFileId: read("locationFileId"),
    locationAlt: read("locationAlt"),
    developerName: read("developerName"),
    privacyOfficer: read("privacyOfficer"),
    privacyContact: read("privacyContact"),
    types: rows,
  };
  // A draft may wait for it; the published privacy policy must name its controller (PIPA art. 30).
  const developerMissing = formData.get("intent") === "publish" && values.developerName.trim() === "";
  const refuse = (errors: TemplateFormErrors, row?: number): TemplateFormParse => ({
    ok: false,
    message: FORM_INVALID,
    values,
    errors: developerMissing ? { ...errors, developerName: templateMessages.developerName } : errors,
    ...(row === undefined ? {} : { row }),
  });

  const facts = parseFacts(values.facts);
  if (!Array.isArray(facts)) return refuse({ facts: templateMessages.factLine(facts.line) });
  if (facts.length > FACTS_MAX) return refuse({ facts: templateMessages.facts });

  const hero = chosenFile(formData.get(F.heroImage));
  const location = chosenFile(formData.get(F.locationImage));
  const kept: { row: TypeFormRow; plan: File | null; index: number }[] = [];
  for (const [index, row] of rows.entries()) {
    const plan = chosenFile(plans[index]);
    const blank = `${row.name}${row.exclusiveArea}${row.supplyArea}${row.households}`.trim() === "";
    if (blank && !plan) continue;
    kept.push({ row, plan, index });
  }
  if (kept.length > TYPES_MAX) return refuse({ types: templateMessages.tooManyTypes });
  const types: TemplateType[] = kept.map(({ row, plan }) => ({
    name: row.name.trim(),
    exclusiveArea: number(row.exclusiveArea),
    supplyArea: number(row.supplyArea),
    households: number(row.households.replace(/세대$/, "")),
    planFileId: plan ? PENDING_FILE : row.planFileId,
  }));
  const candidate = {
    headline: values.headline,
    intro: values.intro,
    heroFileId: hero ? PENDING_FILE : values.heroFileId,
    heroAlt: values.heroAlt,
    facts,
    address: values.address,
    mapUrl: values.mapUrl,
    locationText: values.locationText,
    locationFileId: location ? PENDING_FILE : values.locationFileId,
    locationAlt: values.locationAlt,
    developerName: values.developerName,
    privacyOfficer: values.privacyOfficer,
    privacyContact: values.privacyContact,
    types,
  };
  const parsed = TemplatePagesSchema.safeParse(candidate);
  if (!parsed.success || developerMissing) {
    const errors: TemplateFormErrors = {};
    let row: number | undefined;
    for (const issue of parsed.error?.issues ?? []) {
      const [field, index] = issue.path;
      if (field === "types" && typeof index === "number") {
        row ??= kept[index]?.index;
        errors.types ??= `${(kept[index]?.index ?? index) + 1}번째 타입: ${issue.message}`;
      } else if (field === "facts" && typeof index === "number") {
        errors.facts ??= templateMessages.factLine(index + 1);
      } else if (typeof field === "string" && !(field in errors)) {
        errors[field as TemplateFormField] = field === "heroFileId" ? templateMessages.image : issue.message;
      }
    }
    return refuse(errors, row);
  }
  return {
    ok: true,
    value: parsed.data,
    files: { hero, location, plans: kept.map(({ plan }) => plan) },
    rows: kept.map(({ index }) => index),
    values,
  };
}
