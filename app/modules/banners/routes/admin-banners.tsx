import { adminBannersPage, bannersAction } from "#app/modules/banners/admin.server.ts";
import { adminBannersCopy as copy } from "#app/modules/banners/admin-copy.ts";
import { BannersForm } from "#app/modules/banners/components/banners-form.tsx";
import { BannersRevision } from "#app/modules/banners/components/banners-revision.tsx";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import { PublishedDocumentEditor } from "#app/platform/admin-ui/published-document.tsx";
import type { Route } from "./+types/admin-banners";

export const loader = ({ url, context }: Route.LoaderArgs) => adminBannersPage(requireStaff(context), url);
export const action = ({ request, context }: Route.ActionArgs) => bannersAction(requireStaff(context), request);

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function AdminBanners({ loaderData, actionData }: Route.ComponentProps) {
  const { document, values, images, revisions, canWrite } = loaderData;
  return (
    <PublishedDocumentEditor
      copy={copy}
      state={{ ...loaderData, ...document }}
      name="banners"
      revisions={revisions}
      summary={(revision) => copy.summary(revision.popups.length, revision.strip.length)}
      details={(revision) => <BannersRevision popups={revision.popups} strip={revision.strip} />}
    >
      <BannersForm
        key={document.updatedAt ?? "new"}
        values={actionData?.values ?? values}
        images={images}
        message={actionData?.message}
        errorRow={actionData?.row}
        readOnly={!canWrite}
      />
    </PublishedDocumentEditor>
  );
}
