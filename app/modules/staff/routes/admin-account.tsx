import { data, Form, useNavigation } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { postedText } from "#app/lib/posted-text.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { textingEnabled } from "#app/modules/messages/texting.server.ts";
import { staffCopy } from "#app/modules/staff/admin-copy.ts";
import {
  confirmOwnPhoneChange,
  ownPhone,
  pendingPhoneChange,
  startOwnPhoneChange,
} from "#app/modules/staff/phone.server.ts";
import { adminContext } from "#app/platform/access/context.ts";
import { staffRoleLabels } from "#app/platform/access/roles.ts";
import { ADMIN_HEADERS, requireAdminAction } from "#app/platform/access/session.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-account";

const copy = staffCopy.account;
const phoneCopy = staffCopy.phone;

/** 내 정보: every role sees its own account and sets its own phone number. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  return {
    name: admin.name,
    email: admin.email,
    role: admin.role,
    phone: await ownPhone(admin.id),
    pending: await pendingPhoneChange(admin.id),
  };
}

type Answer = { ok: boolean; message: string; phone?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const form = await readFormData(request);
  const address = clientAddressOf(context);
  const answer = (status: number, body: Answer) => data(body, { status, headers: ADMIN_HEADERS });
  const intent = form.get("intent");
  if (intent === "phone") {
    const typed = postedText(form, "phone", 30);
    const result = await startOwnPhoneChange(admin, { phone: typed }, address, { texting: textingEnabled() });
    if (!result.ok) return answer(result.status, { ok: false, message: result.message, phone: typed });
    return answer(200, { ok: true, message: result.saved ? phoneCopy.savedNoText : phoneCopy.codeSent(result.masked) });
  }
  if (intent === "verify") {
    const result = await confirmOwnPhoneChange(admin, { code: postedText(form, "code", 20) }, address);
    if (!result.ok) return answer(result.status, { ok: false, message: result.message });
    return answer(200, { ok: true, message: phoneCopy.verified });
  }
  return answer(400, { ok: false, message: "잘못된 요청입니다." });
}

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { pending } = loaderData;
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{copy.title}</h1>
          <p className={styles.pageLead}>{copy.lead}</p>
        </div>
      </div>
      {actionData && (
        <p className={actionData.ok ? styles.success : styles.error} role={actionData.ok ? "status" : "alert"}>
          {actionData.message}
        </p>
      )}
      <section className={styles.card} aria-labelledby="account-details">
        <h2 className={styles.cardTitle} id="account-details">
          {copy.details}
        </h2>
        <dl className={styles.details}>
          <div>
            <dt>{copy.name}</dt>
            <dd>
              <bdi>{loaderData.name}</bdi>
            </dd>
          </div>
          <div>
            <dt>{copy.email}</dt>
            <dd>{loaderData.email}</dd>
          </div>
          <div>
            <dt>{copy.role}</dt>
            <dd>{staffRoleLabels[loaderData.role]}</dd>
          </div>
          <div>
            <dt>{phoneCopy.current}</dt>
            <dd>{loaderData.phone ?? phoneCopy.none}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="account-phone">
        <h2 className={styles.cardTitle} id="account-phone">
          {phoneCopy.title}
        </h2>
        {pending && (
          <Form method="post" className={styles.form} key="verify">
            <input type="hidden" name="intent" value="verify" />
            <p className={styles.muted}>{phoneCopy.pending(pending.masked)}</p>
            <Field id="account-code" label={phoneCopy.code}>
              <input
                id="account-code"
                name="code"
                className={styles.input}
                required
                inputMode="numeric"
                pattern="[0-9]{6}"
                maxLength={6}
                autoComplete="one-time-code"
              />
            </Field>
            <button type="submit" className={styles.buttonPrimary} disabled={busy}>
              {phoneCopy.verify}
            </button>
          </Form>
        )}
        <Form method="post" className={styles.form} key={loaderData.phone ?? "none"}>
          <input type="hidden" name="intent" value="phone" />
          <Field id="account-phone-input" label={phoneCopy.label} hint={phoneCopy.hint}>
            <input
              id="account-phone-input"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              maxLength={20}
              className={styles.input}
              defaultValue={actionData && !actionData.ok ? actionData.phone : undefined}
              placeholder="010-0000-0000"
              aria-describedby="account-phone-input-hint"
            />
          </Field>
          <button type="submit" className={pending ? styles.button : styles.buttonPrimary} disabled={busy}>
            {phoneCopy.submit}
          </button>
        </Form>
      </section>
    </div>
  );
}
