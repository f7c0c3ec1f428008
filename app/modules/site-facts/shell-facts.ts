/**
 * No zod here: this file is in every page's bundle (the shell's useSiteFacts), schema.ts is not.
 */
/**
 * What every page needs (header, footer, bottom bar, sections), handed to the browser by the root
 * loader; the map link and the booking note are read by the pages that show them, so the data in
 * every page stays a few bytes (the byte budgets count it).
 */
export type ShellFacts = {
  salesPhone: string;
  consultationHours: string;
  modelHouseAddress: string;
  modelHouseHours: string;
  /** The 카카오톡 채널 address, "" when not set. */
  kakaoChannelUrl: string;
};

/**
 * The shell facts as the root loader sends them: a tuple, not an object, so every page's inlined
 * data carries no key names (the byte budgets count it). Its first entry is the phone
 * (app/lib/page-meta.ts reads it for structured data).
 */
export type PackedShellFacts = readonly [
  salesPhone: string,
  consultationHours: string,
  modelHouseAddress: string,
  modelHouseHours: string,
  /** Left out when empty (no bytes on every page). */
  kakaoChannelUrl?: string,
];

export const packShellFacts = (facts: ShellFacts): PackedShellFacts => {
  const packed = [facts.salesPhone, facts.consultationHours, facts.modelHouseAddress, facts.modelHouseHours] as const;
  return facts.kakaoChannelUrl ? [...packed, facts.kakaoChannelUrl] : packed;
};

export const unpackShellFacts = ([
  salesPhone,
  consultationHours,
  modelHouseAddress,
  modelHouseHours,
  kakaoChannelUrl = "",
]: PackedShellFacts): ShellFacts => ({
  salesPhone,
  consultationHours,
  modelHouseAddress,
  modelHouseHours,
  kakaoChannelUrl,
});

/**
 * The phone line's hours as shown after its label ("전화 상담 24시간"): a trailing "상담" in the
 * fact (the first value is "24시간 상담") would repeat the label.
 */
export function phoneHoursText(hours: string): string {
  return hours.replace(/\s*상담$/, "") || hours;
}
