import { data, href, redirect } from "react-router";
import { getEnv } from "#app/lib/env.server.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { ADMIN_ACCESS } from "#app/modules/index.ts";
import { adminFactsCopy as copy } from "#app/modules/site-facts/admin-copy.ts";
import { FactsForm } from "#app/modules/site-facts/components/facts-form.tsx";
import { FactsPreview } from "#app/modules/site-facts/components/facts-preview.tsx";
import { adminFactsOf, factsRevisionsOf, publish, restore, saveDraft } from "#app/modules/site-facts/pages.server.ts";
import { parseSiteFactsForm, type SiteFacts, type SiteFactsForm } from "#app/modules/site-facts/schema.ts";
import { seedSiteFacts } from "#app/modules/site-facts/seed.ts";
import { mayUse } from "#app/platform/access/middleware.server.ts";
import { requireAdminAction, requireAdminPage } from "#app/platform/access/session.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import { PublishStateHeader, RevisionHistory } from "#app/platform/admin-ui/published-document.tsx";
import { hasUnpublishedChanges, PublishConflictError } from "#app/platform/publishing/published-documents.server.ts";
import { restorePostedRevision } from "#app/platform/publishing/revision-restore.server.ts";
import type { Route } from "./+types/admin-site-facts";

const SELF = "/admin/site-facts";
const NO_STORE = { "Cache-Control": "no-store" };

/** The editor (owner, manager) or the read-only form (counsellor; the admin layout checks the role). */
export async function loader({ request, url }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, url);
  const [document, revisions] = await Promise.all([adminFactsOf(), factsRevisionsOf()]);
  const seed = seedSiteFacts(getEnv().SALES_PHONE);
  return {
    /** What the form starts from: the draft, else what is published, else the first values. */
    draft: document.draft ?? document.published ?? seed,
    revision: document.revision,
    publishedAt: document.publishedAt,
    updatedAt: document.updatedAt,
    changed: document.published !== null && hasUnpublishedChanges(document),
    revisions,
    canWrite: mayUse(ADMIN_ACCESS, SELF, admin.role, "write"),
    done: url.searchParams.get("done"),
  };
}

type Refusal = { message: string; values: SiteFactsForm | null; errors: Partial<Record<keyof SiteFacts, string>> };
const refuse = (refusal: Refusal, status: number) => data(refusal, { status, headers: NO_STORE });

/** save (the draft), publish (one transaction: value, revision, audit entry, content version), restore. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const clientAddress = clientAddressOf(context);
  const self = href(SELF);

  if (intent === "restore") {
    const restored = await restorePostedRevision(formData, (number) => restore(number, admin, clientAddress));
    if (restored !== "restored") {
      return refuse({ message: copy.invalid, values: null, errors: {} }, restored === "invalid" ? 400 : 404);
    }
    return redirect(`${self}?done=restored`);
  }
  if (intent !== "save" && intent !== "publish")
    return refuse({ message: copy.invalid, values: null, errors: {} }, 400);
  const parsed = parseSiteFactsForm(formData);
  if (!parsed.ok) return refuse({ message: parsed.message, values: parsed.values, errors: parsed.errors }, 400);
  if (intent === "publish") {
    try {
      await publish(parsed.facts, admin, clientAddress);
    } catch (error) {
      if (error instanceof PublishConflictError) {
        return refuse({ message: copy.conflict, values: parsed.facts, errors: {} }, 409);
      }
      throw error;
    }
    return redirect(`${self}?done=published`);
  }
  await saveDraft(parsed.facts, admin, clientAddress);
  return redirect(`${self}?done=saved`);
}

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function AdminSiteFacts({ loaderData, actionData }: Route.ComponentProps) {
  const { draft, revision, publishedAt, updatedAt, changed, revisions, canWrite, done } = loaderData;
  const values = actionData?.values ?? draft;
  return (
    <div className={styles.page}>
      <PublishStateHeader
        copy={copy}
        canWrite={canWrite}
        revision={revision}
        publishedAt={publishedAt}
        changed={changed}
        done={done}
        testId="facts-state"
      />
      <FactsForm
        key={`${updatedAt ?? "new"}-${done ?? ""}`}
        values={values}
        message={actionData?.message}
        errors={actionData?.errors}
        readOnly={!canWrite}
      />
      <FactsPreview facts={draft} />
      <RevisionHistory
        id="facts-revisions"
        copy={copy}
        revisions={revisions}
        canWrite={canWrite}
        details={(entry) =>
          entry.value && (
            <dl>
              {(Object.keys(copy.fields) as (keyof SiteFacts)[]).map((field) => (
                <div key={field}>
                  <dt>{copy.fields[field].label}</dt>
                  <dd>{entry.value?.[field] || "—"}</dd>
                </div>
              ))}
            </dl>
          )
        }
      />
    </div>
  );
}
