/** What a posted restore came to: the draft replaced, a number that is not one (400), no such revision (404). */
export type RestoreOutcome = "restored" | "invalid" | "missing";

/**
 * An editor's `intent=restore` post (the revision list's button, components/published-document.tsx):
 * its `number` field, checked, handed to the feature's restore (which writes its audit entry in its
 * own transaction). The route answers each outcome in its own words.
 */
export async function restorePostedRevision(
  formData: FormData,
  restore: (number: number) => Promise<boolean>,
): Promise<RestoreOutcome> {
  const number = Number(formData.get("number"));
  if (!Number.isInteger(number) || number < 1) return "invalid";
  return (await restore(number)) ? "restored" : "missing";
}
