import { Form, href, Link, useNavigation } from "react-router";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { adminCampaignPage, campaignPageAction } from "#app/modules/campaigns/admin.server.ts";
import { campaignCopy as copy } from "#app/modules/campaigns/admin-copy.ts";
import local from "#app/modules/campaigns/components/campaigns.module.css";
import { CampaignComposer } from "#app/modules/campaigns/components/composer.tsx";
import { campaignStatusLabels, RECIPIENT_STATUSES, recipientStatusLabels } from "#app/modules/campaigns/kinds.ts";
import type { CampaignFormValues } from "#app/modules/campaigns/schema.ts";
import { UNIT_PRICE_WON } from "#app/modules/campaigns/text.ts";
import { adminMessagesCopy } from "#app/modules/messages/admin-copy.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DataTable, Field, PageHeader } from "#app/platform/admin-ui/blocks.tsx";
import { Card } from "#app/platform/admin-ui/card.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-campaign";

/**
 * One campaign: the composer (while a draft), the audience count, the test send, send now or at a
 * Korea time, the approval, and the report. A marketer sees counts and statuses only; the owner
 * and managers may open the masked recipient list with each one's reason (audited).
 */
export const loader = ({ params, url, context }: Route.LoaderArgs) =>
  adminCampaignPage(requireStaff(context), params.id, url);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  campaignPageAction(requireStaff(context), params.id, request);

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.view.name ?? copy.title);

export default function AdminCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const { view, parts, done, today } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const values: CampaignFormValues = (actionData?.values as CampaignFormValues | null) ?? {
    name: view.name,
    body: view.body,
    filters: view.filters,
  };
  const started = !["draft", "approval_needed", "scheduled"].includes(view.status);
  const sentTotal = view.sent.reduce((sum, row) => sum + row.count, 0);
  return (
    <div className={styles.page}>
      <PageHeader
        title={view.name}
        lead={
          <>
            {campaignStatusLabels[view.status]}
            {view.scheduledAt ? ` · ${copy.fields.when} ${formatKoreanDateTime(view.scheduledAt)}` : ""}
            {view.resumeAt ? ` · ${copy.resumes(formatKoreanDateTime(view.resumeAt))}` : ""}
          </>
        }
      >
        <Link to={href("/admin/campaigns")} className={styles.button}>
          {copy.back}
        </Link>
      </PageHeader>
      {done && (
        <p className={styles.success} role="status">
          {done}
        </p>
      )}
      {actionData?.message && !actionData.values && (
        <p className={styles.error} role="alert">
          {actionData.message}
        </p>
      )}
      {started && (
        <Card id="campaign-report" title={copy.report}>
          <dl className={local.counts} data-testid="campaign-report">
            {RECIPIENT_STATUSES.map((status) => (
              <div key={status}>
                <dt>{recipientStatusLabels[status]}</dt>
                <dd>{view.counts[status].toLocaleString("ko-KR")}</dd>
              </div>
            ))}
          </dl>
          <p>
            {copy.realCount(
              sentTotal,
              view.sent.map((row) => `${row.channel.toUpperCase()} ${row.count}`).join(", ") || "—",
            )}
            {" · "}
            실제 비용 약 {view.realCost.toLocaleString("ko-KR")}원 (예상 {view.estimatedCost.toLocaleString("ko-KR")}원)
          </p>
          {view.maySeeRecipients ? (
            view.recipients ? (
              <DataTable
                caption={copy.recipients}
                columns={[{ label: "번호" }, { label: "상태" }, { label: "사유" }]}
                rows={view.recipients}
                rowKey={(row) => row.id}
                cells={(row) => [row.phone, recipientStatusLabels[row.status], row.reason ?? ""]}
                empty={copy.empty}
              />
            ) : (
              <Link to="?recipients" className={styles.link}>
                {copy.recipients}
              </Link>
            )
          ) : (
            <p className={styles.hint}>{copy.recipientsHidden}</p>
          )}
        </Card>
      )}
      <section className={styles.card} aria-label={copy.fields.audience}>
        <p data-testid="campaign-audience">
          <strong>{copy.audienceCount(started ? view.recipientCount : view.audienceNow)}</strong>
          {" · "}
          {copy.cost(started ? view.estimatedCost : view.costNow)}
        </p>
        <p className={styles.hint}>
          단가: 단문 {UNIT_PRICE_WON.sms}원, 장문 {UNIT_PRICE_WON.lms}원(SOLAPI 기본 단가). 보내기 직전에 대상을 다시
          세고, 묶음마다 수신 동의를 다시 확인합니다.
        </p>
        {view.audienceNow > view.approvalThreshold && !started && (
          <p className={styles.notice}>{copy.approvalWait(view.approvalThreshold)}</p>
        )}
      </section>
      <CampaignComposer
        values={values}
        parts={parts}
        message={actionData?.values ? actionData.message : undefined}
        editable={view.editable}
        submitLabel={copy.save}
      />
      {view.editable && (
        <section className={styles.card}>
          <Form method="post" className={local.actions}>
            <input type="hidden" name="intent" value="test" />
            <button type="submit" className={styles.button} disabled={busy}>
              {copy.testSend}
            </button>
            <span className={styles.hint}>
              {view.tested && view.testedAt
                ? copy.tested(
                    formatKoreanDateTime(view.testedAt),
                    view.testStatus ? adminMessagesCopy.statusLabels[view.testStatus] : null,
                  )
                : copy.testHint}
            </span>
          </Form>
          {!view.hasPhone && (
            <p className={styles.notice}>
              {copy.noPhone}{" "}
              <Link to={href("/admin/account")} className={styles.link}>
                {copy.setPhone}
              </Link>
            </p>
          )}
          <Form method="post" className={`${styles.form} ${local.actions}`}>
            <input type="hidden" name="intent" value="send" />
            <fieldset className={local.actions} style={{ border: 0, padding: 0, margin: 0 }}>
              <legend className={styles.label}>{copy.fields.when}</legend>
              <label>
                <input type="radio" name="when" value="now" defaultChecked /> {copy.fields.now}
              </label>
              <label>
                <input type="radio" name="when" value="later" /> {copy.fields.later}
              </label>
              <Field id="campaign-day" label={copy.fields.day}>
                <input id="campaign-day" name="day" type="date" min={today} className={styles.input} />
              </Field>
              <Field id="campaign-time" label={copy.fields.time}>
                <input id="campaign-time" name="time" type="time" step={600} className={styles.input} />
              </Field>
            </fieldset>
            <button type="submit" className={styles.buttonPrimary} disabled={busy || !view.tested}>
              {copy.send}
            </button>
          </Form>
        </section>
      )}
      {(view.status === "approval_needed" ||
        view.status === "scheduled" ||
        view.status === "sending" ||
        view.status === "paused") && (
        <section className={`${styles.card} ${local.actions}`}>
          {view.status === "approval_needed" && view.mayApprove && (
            <Form method="post">
              <input type="hidden" name="intent" value="approve" />
              <button type="submit" className={styles.buttonPrimary} disabled={busy}>
                {copy.approve}
              </button>
            </Form>
          )}
          {view.status === "approval_needed" && (
            <p className={styles.hint}>{copy.approvalWait(view.approvalThreshold)}</p>
          )}
          <Form method="post">
            <input type="hidden" name="intent" value="cancel" />
            <button type="submit" className={styles.buttonDanger} disabled={busy}>
              {copy.cancel}
            </button>
          </Form>
        </section>
      )}
    </div>
  );
}
