import { normalizeKoreanPhone } from "#app/lib/phone.ts";
import {
  CONTROL_CHARACTER_MESSAGE,
  hasNoControlCharacters,
  hasNoControlCharactersBesideLines,
} from "#app/lib/text-schema.ts";
import { z } from "#app/lib/zod.ts";
import {
  ADDRESS_MAX,
  ALT_MAX,
  DEVELOPER_NAME_MAX,
  FACT_LABEL_MAX,
  FACT_VALUE_MAX,
  FACTS_MAX,
  HEADLINE_MAX,
  INTRO_MAX,
  LOCATION_TEXT_MAX,
  PRIVACY_CONTACT_MAX,
  PRIVACY_OFFICER_MAX,
  TYPE_NAME_MAX,
  TYPES_MAX,
  URL_MAX,
} from "./fields.ts";

export const templateMessages = {
  headline: "대표 문구를 입력해 주세요.",
  headlineTooLong: `대표 문구는 ${HEADLINE_MAX}자 이내로 입력해 주세요.`,
  intro: `소개 문구는 ${INTRO_MAX}자 이내로 입력해 주세요.`,
  alt: "사진 설명(대체 텍스트)을 입력해 주세요. 화면을 읽어 주는 프로그램이 이 설명을 읽습니다.",
  altTooLong: `사진 설명은 ${ALT_MAX}자 이내로 입력해 주세요.`,
  image: "사진 파일(JPG, PNG, WebP, AVIF)을 올려 주세요.",
  facts: `주요 정보는 ‘항목: 내용’ 형식으로 한 줄에 하나씩, ${FACTS_MAX}줄까지 입력해 주세요.`,
  factLine: (line: number) =>
    `주요 정보 ${line}번째 줄을 ‘세대수: 1,200세대’처럼 항목(${FACT_LABEL_MAX}자 이내)과 내용(${FACT_VALUE_MAX}자 이내)으로 입력해 주세요.`,
  address: `주소는 ${ADDRESS_MAX}자 이내로 입력해 주세요.`,
  mapUrl: "지도 링크는 http:// 또는 https://로 시작하는 인터넷 주소로 입력해 주세요.",
  locationText: `입지 설명은 ${LOCATION_TEXT_MAX}자 이내로 입력해 주세요.`,
  typeName: `타입 이름은 ${TYPE_NAME_MAX}자 이내의 한글, 영문, 숫자로 입력해 주세요(예: 84A).`,
  typeArea: "면적은 ㎡ 단위의 숫자로 입력해 주세요(예: 84.97). 공급면적은 전용면적보다 작을 수 없습니다.",
  typeHouseholds: "세대수는 0 이상의 정수로 입력해 주세요.",
  typeDuplicate: "같은 이름의 타입이 두 번 있습니다. 타입 이름은 서로 달라야 합니다.",
  tooManyTypes: `타입은 ${TYPES_MAX}개까지 등록할 수 있습니다.`,
  developerName:
    "사업주체(시행사) 법인명을 입력해 주세요. 개인정보처리방침에 개인정보처리자로 표시되며, 게시하려면 꼭 필요합니다.",
  developerNameTooLong: `사업주체(시행사) 법인명은 ${DEVELOPER_NAME_MAX}자 이내로 입력해 주세요.`,
  privacyOfficer: `개인정보 보호책임자는 ${PRIVACY_OFFICER_MAX}자 이내로 입력해 주세요.`,
  privacyContact:
    "개인정보 보호책임자 연락처는 전화번호(예: 02-1234-5678) 또는 이메일 주소(예: privacy@example.com)로 입력해 주세요.",
  malformed: "입력 형식이 올바르지 않습니다. 다시 시도해 주세요.",
} as const;

const text = (max: number, message: string, lines = false) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine(lines ? hasNoControlCharactersBesideLines : hasNoControlCharacters, CONTROL_CHARACTER_MESSAGE);

/** An uploaded file's id, or "" for none. */
const fileId = z.string().regex(/^(?:[0-9a-f-]{36})?$/, templateMessages.image);

export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const email = z.email();
/** The officer's contact: a Korean phone number (kept in its dashed form) or an e-mail address. */
export const isPrivacyContact = (value: string) =>
  normalizeKoreanPhone(value) !== null || email.safeParse(value).success;

const area = z
  .number({ error: templateMessages.typeArea })
  .min(1, templateMessages.typeArea)
  .max(1000, templateMessages.typeArea);

export const TemplateTypeSchema = z
  .object({
    name: z
      .string()
      .trim()
      .regex(new RegExp(`^[0-9A-Za-z가-힣]{1,${TYPE_NAME_MAX}}$`), templateMessages.typeName),
    exclusiveArea: area,
    supplyArea: area,
    households: z
      .number({ error: templateMessages.typeHouseholds })
      .int(templateMessages.typeHouseholds)
      .min(0, templateMessages.typeHouseholds)
      .max(100_000, templateMessages.typeHouseholds),
    planFileId: fileId,
  })
  .refine((type) => type.supplyArea >= type.exclusiveArea, {
    message: templateMessages.typeArea,
    path: ["supplyArea"],
  });

export const FactSchema = z.object({
  label: z.string().trim().min(1).max(FACT_LABEL_MAX).refine(hasNoControlCharacters),
  value: z.string().trim().min(1).max(FACT_VALUE_MAX).refine(hasNoControlCharacters),
});

/**
 * A complex's template pages as its team edits them: home (headline, intro, picture, key facts),
 * 입지 (address, map link, text, picture) and 평면도 (types with areas and plans).
 */
export const TemplatePagesSchema = z
  .object({
    headline: text(HEADLINE_MAX, templateMessages.headlineTooLong).min(1, templateMessages.headline),
    intro: text(INTRO_MAX, templateMessages.intro, true),
    heroFileId: fileId,
    heroAlt: text(ALT_MAX, templateMessages.altTooLong),
    facts: z.array(FactSchema).max(FACTS_MAX, templateMessages.facts),
    address: text(ADDRESS_MAX, templateMessages.address),
    mapUrl: text(URL_MAX, templateMessages.mapUrl).refine(
      (value) => value === "" || isWebAddress(value),
      templateMessages.mapUrl,
    ),
    locationText: text(LOCATION_TEXT_MAX, templateMessages.locationText, true),
    locationFileId: fileId,
    locationAlt: text(ALT_MAX, templateMessages.altTooLong),
    // Documents published before these fields have none: empty, and the privacy policy names the complex.
    developerName: text(DEVELOPER_NAME_MAX, templateMessages.developerNameTooLong).default(""),
    privacyOfficer: text(PRIVACY_OFFICER_MAX, templateMessages.privacyOfficer).default(""),
    privacyContact: text(PRIVACY_CONTACT_MAX, templateMessages.privacyContact)
      .refine((value) => value === "" || isPrivacyContact(value), templateMessages.privacyContact)
      .transform((value) => normalizeKoreanPhone(value) ?? value)
      .default(""),
    types: z
      .array(TemplateTypeSchema)
      .max(TYPES_MAX, templateMessages.tooManyTypes)
      .refine(
        (types) => new Set(types.map((type) => type.name.toUpperCase())).size === types.length,
        templateMessages.typeDuplicate,
      ),
  })
  .refine((value) => value.heroFileId === "" || value.heroAlt !== "", {
    message: templateMessages.alt,
    path: ["heroAlt"],
  })
  .refine((value) => value.locationFileId === "" || value.locationAlt !== "", {
    message: templateMessages.alt,
    path: ["locationAlt"],
  });

export type TemplatePages = z.infer<typeof TemplatePagesSchema>;
export type TemplateType = z.infer<typeof TemplateTypeSchema>;

/** Before the team writes anything: the home shows the complex's name, the other pages say they are being prepared. */
export const emptyTemplatePages = (): TemplatePages => ({
  headline: "",
  intro: "",
  heroFileId: "",
  heroAlt: "",
  facts: [],
  address: "",
  mapUrl: "",
  locationText: "",
  locationFileId: "",
  locationAlt: "",
  developerName: "",
  privacyOfficer: "",
  privacyContact: "",
  types: [],
});

/** An uploaded picture as a page shows it: plain `src` and the AVIF and WebP `srcset` strings. */
export type PictureView = { src: string; alt: string; width: number; height: number; avif: string; webp: string };
