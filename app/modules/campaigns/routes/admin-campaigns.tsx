import { href, Link } from "react-router";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { adminCampaignsPage, createCampaignAction } from "#app/modules/campaigns/admin.server.ts";
import { campaignCopy as copy } from "#app/modules/campaigns/admin-copy.ts";
import { CampaignComposer } from "#app/modules/campaigns/components/composer.tsx";
import { campaignStatusLabels } from "#app/modules/campaigns/kinds.ts";
import { EMPTY_CAMPAIGN } from "#app/modules/campaigns/schema.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DataTable, PageHeader, Pager } from "#app/platform/admin-ui/blocks.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-campaigns";

/**
 * Every campaign, newest first; `?new` is the composer of a new one (posted here): one route for
 * both keeps the route manifest small. Owner, managers and marketers (adminAccess).
 */
export const loader = ({ url, context }: Route.LoaderArgs) => adminCampaignsPage(requireStaff(context), url);

export const action = ({ request, context }: Route.ActionArgs) => createCampaignAction(requireStaff(context), request);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.creating ? copy.createTitle : copy.title);

export default function AdminCampaigns({ loaderData, actionData }: Route.ComponentProps) {
  const { creating, parts, items, page, hasNext } = loaderData;
  if (creating || actionData) {
    return (
      <div className={styles.page}>
        <PageHeader title={copy.createTitle} lead={copy.lead}>
          <Link to={href("/admin/campaigns")} className={styles.button}>
            {copy.back}
          </Link>
        </PageHeader>
        <CampaignComposer
          values={actionData?.values ?? EMPTY_CAMPAIGN}
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
      <PageHeader title={copy.title} lead={copy.lead}>
        <Link to={`${href("/admin/campaigns")}?new`} className={styles.buttonPrimary}>
          {copy.create}
        </Link>
      </PageHeader>
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
