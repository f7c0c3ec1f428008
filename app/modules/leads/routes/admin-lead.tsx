import type { ReactNode } from "react";
import { data, Form, href, Link, redirect, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { telHref } from "#app/content/site.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { AttributionDetails } from "#app/modules/attribution/components/attribution-panel.tsx";
import { attributionLabels } from "#app/modules/attribution/copy.ts";
import { consentCardOf, recordStaffConsent } from "#app/modules/consent/admin.server.ts";
import { ConsentCardSection } from "#app/modules/consent/components/consent-card.tsx";
import { leadCounsellingOf, mayOpenLead } from "#app/modules/counselling/admin.server.ts";
import { counsellingCopy } from "#app/modules/counselling/admin-copy.ts";
import {
  AssignmentCard,
  type CounsellingAnswer,
  HistoryCard,
} from "#app/modules/counselling/components/lead-counselling.tsx";
import { counsellingAction, isCounsellingIntent } from "#app/modules/counselling/lead-actions.server.ts";
import { StageSchema } from "#app/modules/counselling/schema.ts";
import { FEATURES } from "#app/modules/index.server.ts";
import {
  changeLeadStatus,
  historyWithMemos,
  leadNotesOf,
  leadPageOf,
  leadPanelPost,
  leadPanelsOf,
  recordOfLead,
  revealLeadPhone,
} from "#app/modules/leads/admin.server.ts";
import { adminLeadsCopy, leadFormLabels, leadStatusLabels } from "#app/modules/leads/admin-copy.ts";
import { CallLink } from "#app/modules/leads/components/call-link.tsx";
import { LeadPanelSection } from "#app/modules/leads/components/lead-panel.tsx";
import { LEAD_STAGES } from "#app/modules/leads/kinds.ts";
import { adminMessagesCopy } from "#app/modules/messages/admin-copy.ts";
import { adminContext } from "#app/platform/access/context.ts";
import { requireAdminAction } from "#app/platform/access/session.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import type { Route } from "./+types/admin-lead";

/** The features that show their records of the lead's person on this page (bookings today). */
const PANELS = FEATURES.flatMap((feature) => (feature.leadPanel ? [feature.leadPanel] : []));

/**
 * One lead in full. Each view is recorded in `audit_log` (lead.view: who, when, which lead, from
 * where), as Korean rules on personal data require. Links here are never prefetched.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  // A lead merged into another opens as the person's record.
  const record = await recordOfLead(params.id);
  if (record && record !== params.id) throw redirect(href("/admin/leads/:id", { id: record }));
  // A counsellor opening another counsellor's lead hears the same as for a lead that does not exist.
  if (!(await mayOpenLead(admin, params.id))) throw data(null, { status: 404 });
  const found = await leadPageOf(params.id, admin, clientAddressOf(context), PANELS);
  const counselling = await leadCounsellingOf(params.id, admin);
  const consent = await consentCardOf(databaseOf(context), params.id, admin);
  if (!found || !counselling || !consent) throw data(null, { status: 404 });
  const { notes, ...page } = found;
  // One history: the memos from before 상담 기록 are read into it.
  const history = historyWithMemos(counselling.history, notes);
  return { ...page, counselling: { ...counselling, history }, consent, now: new Date().toISOString() };
}

/**
 * The forms (intent): the stage, recorded as lead.stage with a lead event; "번호 보기"; and
 * counselling's own (an entry, an assignment, taking a lead from the pool). Every answer carries the
 * counselling section (with the old memos in its history) as it is now: the page shows the answer
 * instead of reading the lead again (shouldRevalidate). A lead the signed-in person may not open is
 * 404 for every intent; an unknown intent (the former memo form's "note") is 400 and writes nothing.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  if (!(await mayOpenLead(admin, params.id))) throw data(null, { status: 404 });
  const formData = await readFormData(request);
  const copy = adminLeadsCopy.detailPage;
  const address = clientAddressOf(context);
  const current = async () => {
    const counselling = await leadCounsellingOf(params.id, admin);
    const consent = await consentCardOf(databaseOf(context), params.id, admin);
    if (!counselling || !consent) throw data(null, { status: 404 });
    const history = historyWithMemos(counselling.history, await leadNotesOf(params.id));
    return { counselling: { ...counselling, history }, consent };
  };
  const intent = formData.get("intent");
  if (isCounsellingIntent(intent)) {
    const result = await counsellingAction(intent, formData, params.id, admin, address);
    if (result === "gone") throw data(null, { status: 404 });
    return data({ ...result.answer, ...(await current()) }, { status: result.status });
  }
  if (typeof intent === "string" && intent.startsWith("panel:")) {
    // A panel's one-step form (book, move or cancel a visit; merge a record): its feature checks and audits.
    const result = await leadPanelPost({ leadId: params.id, intent, formData }, admin, address, FEATURES);
    if (!result)
      return data(
        { ok: false as const, intent: "status" as const, message: copy.checkInput, ...(await current()) },
        { status: 400 },
      );
    const panels = await leadPanelsOf(params.id, admin, PANELS);
    return data({ ...result, intent: "panel" as const, panels, ...(await current()) }, { status: result.status });
  }
  if (intent === "consent") {
    // A 080 reply or a request on the phone (consent.record, in the same transaction as the event).
    const result = await recordStaffConsent(databaseOf(context), params.id, formData, admin, address);
    if (result === "gone") throw data(null, { status: 404 });
    return data({ ...result.answer, ...(await current()) }, { status: result.status });
  }
  if (intent === "phone") {
    // "번호 보기": the full number, one recorded look (lead.phone.view) at a time.
    const phone = await revealLeadPhone(params.id, admin, address);
    if (phone === undefined) throw data(null, { status: 404 });
    return { ok: true as const, intent: "phone" as const, phone, ...(await current()) };
  }
  if (intent !== "status") {
    return data(
      { ok: false as const, intent: "status" as const, message: copy.checkInput, ...(await current()) },
      { status: 400 },
    );
  }
  const parsed = StageSchema.safeParse({ status: formData.get("status") ?? undefined });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? copy.checkInput;
    return data({ ok: false as const, intent: "status" as const, message, ...(await current()) }, { status: 400 });
  }
  if (!(await changeLeadStatus(params.id, parsed.data, admin, address))) throw data(null, { status: 404 });
  return { ok: true as const, intent: "status" as const, status: parsed.data.status, ...(await current()) };
}

/**
 * After saving, the page shows the action's answer instead of reading the lead again, so saving
 * does not add a second "view" to the access log. Without JavaScript the page is rendered anew
 * (and that is a view).
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
  const fields = copy.fields;
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
  const yesNo = (value: boolean) => (value ? copy.agreed : copy.notAgreed);
  const shownPhone = actionData?.ok && actionData.intent === "phone" ? actionData.phone : undefined;
  const phoneValue = shownPhone ? (
    <CallLink href={telHref(shownPhone)} name={lead.name} shown={shownPhone} big />
  ) : (
    <>
      {lead.phone}{" "}
      <Form method="post" className={styles.inlineForm}>
        <input type="hidden" name="intent" value="phone" />
        <button type="submit" className={styles.button}>
          {copy.showPhone}
        </button>
      </Form>
    </>
  );
  const rows: [string, ReactNode][] = [
    [fields.createdAt, formatKoreanDateTime(lead.createdAt)],
    [fields.form, leadFormLabels[lead.form] ?? lead.form],
    [fields.site, lead.siteId],
    [fields.name, lead.name],
    [fields.phone, phoneValue],
    [fields.email, lead.email || copy.none],
    [fields.visitDate, lead.visitDate || copy.none],
    [fields.message, lead.message || copy.none],
    [fields.sourcePath, lead.sourcePath || copy.none],
    [fields.privacyConsent, yesNo(lead.privacyConsent)],
    [fields.marketingConsent, yesNo(lead.marketingConsent)],
    [fields.consentVersion, lead.consentVersion],
    [fields.consentedAt, formatKoreanDateTime(lead.consentedAt)],
    [fields.status, leadStatusLabels[status] ?? status],
  ];

  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{copy.title}</h1>
          <p className={styles.pageLead}>{copy.notice}</p>
        </div>
        <div className={styles.formActions}>
          {/* On a phone the entry form is far below the details: one tap away. */}
          <a href="#history-title" className={styles.buttonPrimary}>
            {counsellingCopy.entry.jump}
          </a>
          <Link to={href("/admin/leads")} className={styles.button}>
            {copy.back}
          </Link>
        </div>
      </div>

      <section className={styles.card} aria-label={copy.title}>
        <dl className={styles.details}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              {/* What a visitor typed keeps its own direction and cannot reorder the page around it. */}
              <dd dir="auto">
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <AssignmentCard data={counselling} answer={counsellingAnswer} busy={saving} />

      <section className={styles.card} aria-labelledby="status-title">
        <h2 id="status-title" className={styles.cardTitle}>
          {copy.statusHeading}
        </h2>
        <Form method="post" className={styles.form}>
          <input type="hidden" name="intent" value="status" />
          <Field id="lead-status" label={fields.status}>
            <select
              id="lead-status"
              name="status"
              // A stage moved by another form (an entry moves 신규 to 상담 중) shows at once.
              key={status}
              defaultValue={status}
              className={styles.input}
            >
              {LEAD_STAGES.map((value) => (
                <option key={value} value={value}>
                  {leadStatusLabels[value]}
                </option>
              ))}
            </select>
          </Field>
          {statusAnswer && !statusAnswer.ok && (
            <p className={styles.error} role="alert">
              {statusAnswer.message}
            </p>
          )}
          {statusAnswer?.ok && (
            <p className={styles.success} role="status">
              {copy.saved}
            </p>
          )}
          <div className={styles.formActions}>
            <button type="submit" className={styles.buttonPrimary} disabled={saving}>
              {saving ? copy.saving : copy.save}
            </button>
          </div>
        </Form>
      </section>

      <HistoryCard
        history={counselling.history}
        answer={counsellingAnswer}
        busy={saving}
        now={loaderData.now}
        formLabels={leadFormLabels}
      />

      <ConsentCardSection card={consent} answer={consentAnswer} busy={saving} />

      <section className={styles.card} aria-labelledby="lead-attribution-title" data-testid="lead-attribution">
        <h2 id="lead-attribution-title" className={styles.cardTitle}>
          {attributionLabels.title}
        </h2>
        <AttributionDetails attribution={lead.attribution} />
      </section>

      {panels.map((panel) => (
        <LeadPanelSection key={panel.name} panel={panel} answer={panelAnswer} busy={saving} />
      ))}

      <section className={styles.card} aria-labelledby="lead-messages-title">
        <h2 id="lead-messages-title" className={styles.cardTitle}>
          {adminMessagesCopy.title}
        </h2>
        {loaderData.messages.length === 0 ? (
          <p className={styles.muted}>{adminMessagesCopy.empty}</p>
        ) : (
          <ul className={styles.plainList}>
            {loaderData.messages.map((message) => (
              <li key={message.id}>
                {formatKoreanDateTime(message.createdAt)} · {adminMessagesCopy.kindLabels[message.kind] ?? message.kind}{" "}
                · {adminMessagesCopy.statusLabels[message.status] ?? message.status}
                {message.delivery && ` · ${message.delivery}`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
