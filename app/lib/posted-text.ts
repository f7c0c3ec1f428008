/** A posted form field as text, cut to `max` characters ("" when absent or a file): what a refused form shows again. */
export function postedText(formData: FormData, name: string, max: number): string {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}
