import { Form, href, Link, useNavigation } from "react-router";
import { sendingCopy as copy } from "#app/modules/sites/admin-copy.ts";
import { sendingAction, sendingPage } from "#app/modules/sites/sending.server.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field, PageHeader } from "#app/platform/admin-ui/blocks.tsx";
import { Card } from "#app/platform/admin-ui/card.tsx";
import { ResultMessage, SubmitButton } from "#app/platform/admin-ui/messages.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-site-sending";

export const loader = ({ params, context }: Route.LoaderArgs) => sendingPage(requireStaff(context), params.siteId);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  sendingAction(requireStaff(context), params.siteId, request);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? copy.title(loaderData.site.name) : copy.back);

export default function AdminSiteSending({ loaderData, actionData }: Route.ComponentProps) {
  const { site, own, kinds } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const values = failed?.values ?? loaderData.values;
  /** A control's props: its value (as typed after a refusal), its error tied to it. */
  const control = (field: "sender" | "optOut080" | "alertPhones" | "kakaoPfId") => {
    const error = failed?.errors[field];
    return {
      id: `sending-${field}`,
      name: field,
      defaultValue: values[field],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": `sending-${field}-hint${error ? ` sending-${field}-error` : ""}`,
    };
  };
  const error = (field: "sender" | "optOut080" | "alertPhones" | "kakaoPfId" | "kakaoTemplates") =>
    failed?.errors[field] ? (
      <p id={`sending-${field}-error`} className={styles.error}>
        {failed.errors[field]}
      </p>
    ) : null;
  // After a save the form shows what was stored (a new form, fresh from the loader).
  const formKey = actionData?.ok ? actionData.message : "form";

  return (
    <div className={styles.page}>
      <PageHeader title={<bdi>{copy.title(site.name)}</bdi>} lead={copy.lead}>
        <Link to={href("/admin/sites")} className={`${styles.button} ${styles.small}`}>
          {copy.back}
        </Link>
      </PageHeader>
      {!own && <p className={styles.muted}>{copy.firstValues}</p>}
      <Card id="sending-title" title={copy.title(site.name)}>
        <Form method="post" className={styles.form} key={formKey}>
          <Field id="sending-sender" label={copy.sender} hint={copy.senderHint}>
            <input {...control("sender")} className={styles.input} inputMode="tel" autoComplete="off" maxLength={20} />
          </Field>
          {error("sender")}
          <p className={styles.muted}>{copy.noSender}</p>
          <Field id="sending-optOut080" label={copy.optOut080} hint={copy.optOut080Hint}>
            <input
              {...control("optOut080")}
              className={styles.input}
              inputMode="tel"
              autoComplete="off"
              maxLength={20}
            />
          </Field>
          {error("optOut080")}
          <Field id="sending-alertPhones" label={copy.alertPhones} hint={copy.alertPhonesHint}>
            <textarea {...control("alertPhones")} className={styles.input} rows={4} inputMode="tel" maxLength={400} />
          </Field>
          {error("alertPhones")}
          <fieldset className={styles.form}>
            <legend className={styles.label}>{copy.kakao}</legend>
            <Field id="sending-kakaoPfId" label={copy.kakaoPfId} hint={copy.kakaoHint}>
              <input {...control("kakaoPfId")} className={styles.input} autoComplete="off" maxLength={64} />
            </Field>
            {error("kakaoPfId")}
            {kinds.map(({ kind, label }) => (
              <Field key={kind} id={`sending-template-${kind}`} label={copy.template(label)}>
                <input
                  id={`sending-template-${kind}`}
                  name={`template.${kind}`}
                  className={styles.input}
                  defaultValue={values.templates[kind] ?? ""}
                  aria-invalid={failed?.errors.kakaoTemplates ? true : undefined}
                  aria-describedby={failed?.errors.kakaoTemplates ? "sending-kakaoTemplates-error" : undefined}
                  autoComplete="off"
                  maxLength={64}
                />
              </Field>
            ))}
            {error("kakaoTemplates")}
          </fieldset>
          {failed ? (
            <p className={styles.error} role="alert">
              {failed.message}
            </p>
          ) : (
            <ResultMessage result={actionData} />
          )}
          <SubmitButton busy={busy} label={copy.submit} busyLabel={copy.submitting} />
        </Form>
      </Card>
    </div>
  );
}
