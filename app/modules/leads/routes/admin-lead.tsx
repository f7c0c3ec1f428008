import { href, Link, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { AttributionDetails } from "#app/modules/attribution/components/attribution-panel.tsx";
import { attributionLabels } from "#app/modules/attribution/copy.ts";
import { ConsentCardSection } from "#app/modules/consent/components/consent-card.tsx";
import { counsellingCopy } from "#app/modules/counselling/admin-copy.ts";
import {
  AssignmentCard,
  type CounsellingAnswer,
  HistoryCard,
} from "#app/modules/counselling/components/lead-counselling.tsx";
import { FEATURES } from "#app/modules/index.server.ts";
import { adminLeadsCopy, leadFormLabels } from "#app/modules/leads/admin-copy.ts";
import { LeadDetails, LeadMessages, StatusCard } from "#app/modules/leads/components/lead-cards.tsx";
import { LeadPanelSection } from "#app/modules/leads/components/lead-panel.tsx";
import { leadAction, leadPage } from "#app/modules/leads/lead-view.server.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { PageHeader } from "#app/platform/admin-ui/blocks.tsx";
import { Card } from "#app/platform/admin-ui/card.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-lead";

/** One lead in full; every view is recorded (lead.view). Links here are never prefetched. */
export const loader = ({ params, context }: Route.LoaderArgs) => leadPage(requireStaff(context), params.id, FEATURES);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  leadAction(requireStaff(context), params.id, request, FEATURES);

/**
 * After saving, the page shows the action's answer instead of reading the lead again, so saving does not add a second
 * "view" to the access log.
 */
export function shouldRevalidate({
  formMethod,
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && currentParams.id === nextParams.id) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () => adminMeta(adminLeadsCopy.detailPage.title);

export default function AdminLead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const copy = adminLeadsCopy.detailPage;
  const counselling = actionData?.counselling ?? loaderData.counselling;
  const consent = actionData?.consent ?? loaderData.consent;
  const consentAnswer = actionData?.intent === "consent" ? actionData : undefined;
  const status = counselling.stage;
  const counsellingAnswer =
    actionData && ["assign", "take", "release", "entry"].includes(actionData.intent)
      ? (actionData as CounsellingAnswer)
      : undefined;
  const statusAnswer = actionData?.intent === "status" ? actionData : undefined;
  const panelAnswer = actionData?.intent === "panel" ? actionData : undefined;
  const panels = panelAnswer?.panels ?? loaderData.panels;
  const shownPhone = actionData?.ok && actionData.intent === "phone" ? actionData.phone : undefined;

  return (
    <div className={styles.page}>
      <PageHeader title={copy.title} lead={copy.notice}>
        <div className={styles.formActions}>
          {/* On a phone the entry form is far below the details: one tap away. */}
          <a href="#history-title" className={styles.buttonPrimary}>
            {counsellingCopy.entry.jump}
          </a>
          <Link to={href("/admin/leads")} className={styles.button}>
            {copy.back}
          </Link>
        </div>
      </PageHeader>

      <LeadDetails lead={lead} status={status} shownPhone={shownPhone} />

      <AssignmentCard data={counselling} answer={counsellingAnswer} busy={saving} />

      <StatusCard status={status} answer={statusAnswer} saving={saving} />

      <HistoryCard
        history={counselling.history}
        answer={counsellingAnswer}
        busy={saving}
        now={loaderData.now}
        formLabels={leadFormLabels}
      />

      <ConsentCardSection card={consent} answer={consentAnswer} busy={saving} />

      <Card id="lead-attribution-title" title={attributionLabels.title} data-testid="lead-attribution">
        <AttributionDetails attribution={lead.attribution} />
      </Card>

      {panels.map((panel) => (
        <LeadPanelSection key={panel.name} panel={panel} answer={panelAnswer} busy={saving} />
      ))}

      <LeadMessages messages={loaderData.messages} />
    </div>
  );
}
