import type { Staff } from "#app/platform/access/staff.server.ts";
import { loadEditor, publishAction } from "#app/platform/publishing/publish-action.server.ts";
import {
  publishDocument,
  restoreDocumentRevision,
  saveDocumentDraft,
} from "#app/platform/publishing/published-documents.server.ts";
import { adminFactsCopy as copy } from "./admin-copy.ts";
import { SITE_FACTS } from "./facts.server.ts";
import { parseSiteFactsForm, type SiteFacts, type SiteFactsField, type SiteFactsForm } from "./schema.ts";

export const FACTS_EDITOR_PATH = "/admin/site-facts";

export async function adminFactsPage(staff: Staff, url: URL) {
  const { document, revisions, changed, canWrite, done } = await loadEditor(staff, SITE_FACTS, FACTS_EDITOR_PATH, url);
  return {
    /** What the form starts from: the draft, else what is published, else the first values. */
    draft: document.draft ?? document.published ?? SITE_FACTS.first(staff.site.id),
    revision: document.revision,
    publishedAt: document.publishedAt,
    updatedAt: document.updatedAt,
    changed,
    revisions,
    canWrite,
    done,
  };
}

export const factsAction = (staff: Staff, request: Request) =>
  publishAction<SiteFacts, SiteFactsForm, Partial<Record<SiteFactsField, string>>>(request, {
    self: FACTS_EDITOR_PATH,
    copy,
    parse(formData) {
      const parsed = parseSiteFactsForm(formData);
      return parsed.ok
        ? { ok: true, value: parsed.facts, values: parsed.facts }
        : { ok: false, refusal: { message: parsed.message, values: parsed.values, errors: parsed.errors } };
    },
    async write(intent, facts) {
      if (intent === "publish") await publishDocument(staff.db, SITE_FACTS, facts, staff.audit);
      else await saveDocumentDraft(staff.db, SITE_FACTS, facts, staff.audit);
      return undefined;
    },
    restore: (number) => restoreDocumentRevision(staff.db, SITE_FACTS, number, staff.audit),
  });
