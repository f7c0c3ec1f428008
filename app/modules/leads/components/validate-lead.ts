import type { LeadFieldErrors } from "#app/modules/leads/schema.ts";

/**
 * The shared schema's check, run in the browser before a form is sent: the field errors, or null
 * when the form may be sent. The schema (and zod, about 25 KB gzip) loads on first use rather than
 * with every page; if it cannot load, the form is sent anyway and the server, which always
 * validates, answers with the same Korean messages.
 */
export async function validateLead(formData: FormData): Promise<LeadFieldErrors | null> {
  let parseLead: typeof import("#app/modules/leads/schema.ts").parseLead;
  try {
    ({ parseLead } = await import("#app/modules/leads/schema.ts"));
  } catch {
    return null;
  }
  const result = parseLead(formData);
  return result.success ? null : result.fieldErrors;
}

/** Starts loading the schema early (first focus in a form), so the submit does not wait for it. */
export function preloadLeadSchema(): void {
  import("#app/modules/leads/schema.ts").catch(() => {
    // Loaded again on submit; a failure there is handled by validateLead.
  });
}
