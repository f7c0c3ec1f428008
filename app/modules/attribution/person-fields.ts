import type { StoredAttribution } from "./attribution.ts";
import { attributionLabels } from "./copy.ts";

/**
 * A lead's or booking's attribution as label/value pairs for a data-subject request (the
 * person's own copy): only what was recorded, in the admin's words.
 */
export function attributionPersonFields(attribution: StoredAttribution): { label: string; value: string }[] {
  const pairs: [string, string | null][] = [
    [attributionLabels.channel, attribution.channel],
    [attributionLabels.medium, attribution.medium],
    [attributionLabels.campaign, attribution.campaign],
    [attributionLabels.term, attribution.term],
    [attributionLabels.content, attribution.content],
    [attributionLabels.referrerHost, attribution.referrerHost],
    [attributionLabels.landingPath, attribution.landingPath],
    [attributionLabels.adParams, attribution.adParams ? JSON.stringify(attribution.adParams) : null],
  ];
  return pairs.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}
