import { data, href, Link, redirect } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { campaignList, createFromForm, previewParts } from "#app/modules/campaigns/admin.server.ts";
import { campaignCopy as copy } from "#app/modules/campaigns/admin-copy.ts";
import { CampaignComposer } from "#app/modules/campaigns/components/composer.tsx";
import { campaignStatusLabels } from "#app/modules/campaigns/kinds.ts";
import type { CampaignFormValues } from "#app/modules/campaigns/schema.ts";
import { requireAdminAction } from "#app/platform/access/session.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DataTable, Pager } from "#app/platform/admin-ui/blocks.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-campaigns";

const EMPTY: CampaignFormValues = {
  name: "",
  body: "",
  filters: { stages: [], channel: "", campaign: "", from: "", to: "", booked: "any", visited: "any" },
};

/**
 * Every campaign, newest first; `?new` is the composer of a new one (posted here): one route for
 * both keeps the route manifest small. Owner, managers and marketers (adminAccess).
 */
export async function loader({ url }: Route.LoaderArgs) {
  const parts = await previewParts();
  if (url.searchParams.has("new")) return { creating: true as const, parts, items: [], page: 1, hasNext: false };
  const pageParam = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 10_000 ? pageParam : 1;
  const { items, hasNext } = await campaignList(page);
  return { creating: false as const, parts, items, page, hasNext };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const formData = await readFormData(request);
  try {
    const result = await createFromForm(formData, admin, clientAddressOf(context));
    if (!result.ok) return data({ message: result.message, values: result.values }, { status: result.status });
    return redirect(`${href("/admin/campaigns/:id", { id: result.value })}?done=created`);
  } catch {
    return data({ message: copy.errors.failed, values: EMPTY }, { status: 503 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.creating ? copy.createTitle : copy.title);

export default function AdminCampaigns({ loaderData, actionData }: Route.ComponentProps) {
  const { creating, parts, items, page, hasNext } = loaderData;
  if (creating || actionData) {
    return (
      <div className={styles.page}>
        <div className={styles.pageHeader}>
          <div>
            <h1 className={styles.pageTitle}>{copy.createTitle}</h1>
            <p className={styles.pageLead}>{copy.lead}</p>
          </div>
          <Link to={href("/admin/campaigns")} className={styles.button}>
            {copy.back}
          </Link>
        </div>
        <CampaignComposer
          values={actionData?.values ?? EMPTY}
          parts={parts}
          message={actionData?.message}
          editable
          submitLabel={copy.saveNew}
        />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{copy.title}</h1>
          <p className={styles.pageLead}>{copy.lead}</p>
        </div>
        <Link to={`${href("/admin/campaigns")}?new`} className={styles.buttonPrimary}>
          {copy.create}
        </Link>
      </div>
      <div className={styles.card}>
        <DataTable
          caption={copy.title}
          columns={[
            { label: copy.columns.name },
            { label: copy.columns.status },
            { label: copy.columns.audience, numeric: true },
            { label: copy.columns.when },
            { label: copy.columns.created },
          ]}
          rows={items}
          rowKey={(row) => row.id}
          cells={(row) => [
            <Link key="name" to={href("/admin/campaigns/:id", { id: row.id })} className={styles.link}>
              {row.name}
            </Link>,
            campaignStatusLabels[row.status],
            row.audience.toLocaleString("ko-KR"),
            row.scheduledAt ? formatKoreanDateTime(row.scheduledAt) : "—",
            formatKoreanDateTime(row.createdAt),
          ]}
          empty={copy.empty}
        />
        <Pager
          label={copy.title}
          previous={page > 1 ? `?page=${page - 1}` : null}
          next={hasNext ? `?page=${page + 1}` : null}
        />
      </div>
    </div>
  );
}
