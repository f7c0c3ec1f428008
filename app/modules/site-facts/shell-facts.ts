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
];

export const packShellFacts = (facts: ShellFacts): PackedShellFacts => [
  facts.salesPhone,
  facts.consultationHours,
  facts.modelHouseAddress,
  facts.modelHouseHours,
];

export const unpackShellFacts = ([
  salesPhone,
  consultationHours,
  modelHouseAddress,
  modelHouseHours,
]: PackedShellFacts): ShellFacts => ({ salesPhone, consultationHours, modelHouseAddress, modelHouseHours });
