import { adminLeadsCopy } from "#app/modules/leads/admin-copy.ts";
import { BulkAssignForm, InboxExportForm, InboxFilters } from "#app/modules/leads/components/inbox-forms.tsx";
import { InboxTable, usePicks } from "#app/modules/leads/components/inbox-table.tsx";
import { leadFilterQuery } from "#app/modules/leads/inbox-schema.ts";
import { inboxAction, inboxPage } from "#app/modules/leads/inbox-view.server.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Pager } from "#app/platform/admin-ui/blocks.tsx";
import { adminCopy } from "#app/platform/admin-ui/copy.ts";
import { ResultMessage } from "#app/platform/admin-ui/messages.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-leads";

/** The sales team's inbox, newest first. */
export const loader = ({ url, context }: Route.LoaderArgs) => inboxPage(requireStaff(context), url);

export const action = ({ request, context }: Route.ActionArgs) => inboxAction(requireStaff(context), request);

export const meta: Route.MetaFunction = () => adminMeta(adminLeadsCopy.title);

export default function AdminLeads({ loaderData, actionData }: Route.ComponentProps) {
  const { items, total, page, pageCount, params, errors, exportRefused, channels, campaigns } = loaderData;
  const { counsellors, canAssign, canExport, me } = loaderData;
  const picks = usePicks(
    items.map((lead) => lead.id),
    actionData,
  );
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{adminLeadsCopy.title}</h1>
          <p className={styles.pageLead} role="status">
            {adminLeadsCopy.total(total)}
          </p>
        </div>
      </div>

      <InboxFilters
        params={params}
        errors={errors}
        channels={channels}
        campaigns={campaigns}
        assignees={canAssign ? counsellors : counsellors.filter((person) => person.id === me)}
      />

      <ResultMessage result={actionData} />
      {canAssign && items.length > 0 && <BulkAssignForm picks={picks} total={items.length} counsellors={counsellors} />}
      <InboxTable items={items} picks={canAssign ? picks : undefined} />

      {pageCount > 1 && (
        <Pager
          label="관심고객 목록 페이지"
          previous={page > 1 ? leadFilterQuery(params, page - 1) || "?" : null}
          next={page < pageCount ? leadFilterQuery(params, page + 1) : null}
          status={adminCopy.pagination.page(page, pageCount)}
          keepDisabled
        />
      )}

      {canExport && <InboxExportForm params={params} refused={exportRefused} />}
    </div>
  );
}
