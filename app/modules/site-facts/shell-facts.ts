/**
 * What every page needs (header, footer, bottom bar), from the root loader; no zod here: this file
 * is in every page's bundle. The map link and booking note stay with the pages that show them.
 */
export type ShellFacts = {
  salesPhone: string;
  consultationHours: string;
  modelHouseAddress: string;
  modelHouseHours: string;
  /** The 카카오톡 채널 address, "" when not set. */
  kakaoChannelUrl: string;
};

/** A tuple: every page's inlined data carries no key names (the byte budgets); app/lib/page-meta.ts reads the phone first. */
export type PackedShellFacts = readonly [
  salesPhone: string,
  consultationHours: string,
  modelHouseAddress: string,
  modelHouseHours: string,
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
