import { data, href, redirect } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { adminBannersCopy as copy } from "#app/modules/banners/admin-copy.ts";
import { BannersForm } from "#app/modules/banners/components/banners-form.tsx";
import { type BannersFormValues, bannersFormValues, parseBannersForm } from "#app/modules/banners/form.ts";
import {
  adminBannersOf,
  bannersRevisionsOf,
  popupImagesOf,
  restore,
  submitBanners,
} from "#app/modules/banners/pages.server.ts";
import { EMPTY_BANNERS } from "#app/modules/banners/schema.ts";
import { ADMIN_ACCESS } from "#app/modules/index.ts";
import { mayUse } from "#app/platform/access/middleware.server.ts";
import { requireAdminAction, requireAdminPage } from "#app/platform/access/session.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import { PublishStateHeader, RevisionHistory } from "#app/platform/admin-ui/published-document.tsx";
import { hasUnpublishedChanges, PublishConflictError } from "#app/platform/publishing/published-documents.server.ts";
import { restorePostedRevision } from "#app/platform/publishing/revision-restore.server.ts";
import type { Route } from "./+types/admin-banners";

/** The editor (owner, manager, marketer) or the read-only view (counsellor; the admin layout checks the role). */
export async function loader({ request, url }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, url);
  const [document, revisions] = await Promise.all([adminBannersOf(), bannersRevisionsOf()]);
  const draft = document.draft ?? document.published ?? EMPTY_BANNERS;
  return {
    document: {
      revision: document.revision,
      published: document.published !== null,
      publishedAt: document.publishedAt,
      updatedAt: document.updatedAt,
    },
    values: bannersFormValues(draft),
    images: await popupImagesOf(draft.popups.map((popup) => popup.fileId)),
    changed: hasUnpublishedChanges(document),
    revisions: revisions.map((revision) => ({
      number: revision.number,
      createdAt: revision.createdAt,
      authorEmail: revision.authorEmail,
      popups: revision.value?.popups.map((popup) => popup.alt) ?? [],
      strip: revision.value?.strip ?? [],
    })),
    canWrite: mayUse(ADMIN_ACCESS, "/admin/banners", admin.role, "write"),
    done: url.searchParams.get("done"),
  };
}

type Refusal = { message: string; values: BannersFormValues | null; row?: number };
const refuse = (refusal: Refusal, status = 400) =>
  data<Refusal>(refusal, { status, headers: { "Cache-Control": "no-store" } });

/** save (the draft), preview (save, then the home page with the draft's pop-ups), publish (one transaction), restore (a revision becomes the draft). Multipart: the pictures. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const clientAddress = clientAddressOf(context);
  const self = href("/admin/banners");

  if (intent === "restore") {
    const restored = await restorePostedRevision(formData, (number) => restore(number, admin, clientAddress));
    if (restored !== "restored")
      return refuse({ message: copy.invalid, values: null }, restored === "invalid" ? 400 : 404);
    return redirect(`${self}?done=restored`);
  }
  if (intent !== "save" && intent !== "preview" && intent !== "publish") {
    return refuse({ message: copy.invalid, values: null });
  }
  const parsed = parseBannersForm(formData);
  if (!parsed.ok) {
    const message = parsed.row === undefined ? parsed.message : copy.rowError(parsed.row + 1, parsed.message);
    return refuse({ message, values: parsed.values, row: parsed.row });
  }
  let result: Awaited<ReturnType<typeof submitBanners>>;
  try {
    result = await submitBanners(parsed, intent === "publish" ? "publish" : "save", admin, clientAddress);
  } catch (error) {
    if (error instanceof PublishConflictError) {
      return refuse({ message: copy.conflict, values: parsed.values }, 409);
    }
    throw error;
  }
  if (!result.ok) {
    const message = result.row === undefined ? result.message : copy.rowError(result.row + 1, result.message);
    return refuse({ message, values: parsed.values, row: result.row });
  }
  if (intent === "preview") return redirect(`${href("/")}?preview=1`);
  return redirect(`${self}?done=${intent === "publish" ? "published" : "saved"}`);
}

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function AdminBanners({ loaderData, actionData }: Route.ComponentProps) {
  const { document, values, images, changed, revisions, canWrite, done } = loaderData;
  return (
    <div className={styles.page}>
      <PublishStateHeader
        copy={copy}
        canWrite={canWrite}
        revision={document.revision}
        publishedAt={document.publishedAt}
        changed={changed && document.published}
        done={done}
        testId="banners-state"
      />
      <BannersForm
        key={document.updatedAt ?? "new"}
        values={actionData?.values ?? values}
        images={images}
        message={actionData?.message}
        errorRow={actionData?.row}
        readOnly={!canWrite}
      />
      <RevisionHistory
        id="banners-revisions"
        copy={copy}
        revisions={revisions}
        canWrite={canWrite}
        summary={(revision) => copy.summary(revision.popups.length, revision.strip.length)}
        details={(revision) => (
          <ul>
            {revision.popups.map((alt, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a revision never changes
              <li key={`p${index}`}>{alt}</li>
            ))}
            {revision.strip.map((message, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a revision never changes
              <li key={`s${index}`}>{message}</li>
            ))}
          </ul>
        )}
      />
    </div>
  );
}
