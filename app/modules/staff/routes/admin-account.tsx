import { Form, useNavigation } from "react-router";
import { accountAction, accountPage } from "#app/modules/staff/admin.server.ts";
import { staffCopy } from "#app/modules/staff/admin-copy.ts";
import { staffRoleLabels } from "#app/platform/access/roles.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field, PageHeader } from "#app/platform/admin-ui/blocks.tsx";
import { Card } from "#app/platform/admin-ui/card.tsx";
import { ResultMessage } from "#app/platform/admin-ui/messages.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-account";

const copy = staffCopy.account;
const phoneCopy = staffCopy.phone;

/** 내 정보: every role sees its own account and sets its own phone number. */
export const loader = ({ context }: Route.LoaderArgs) => accountPage(requireStaff(context));

export const action = ({ request, context }: Route.ActionArgs) => accountAction(requireStaff(context), request);

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { pending } = loaderData;
  return (
    <div className={styles.page}>
      <PageHeader title={copy.title} lead={copy.lead} />
      <ResultMessage result={actionData} />
      <Card id="account-details" title={copy.details}>
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
      </Card>
      <Card id="account-phone" title={phoneCopy.title}>
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
      </Card>
    </div>
  );
}
