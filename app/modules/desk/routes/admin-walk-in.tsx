import { randomUUID } from "node:crypto";
import { useEffect, useRef } from "react";
import { Form, href, Link, useNavigation } from "react-router";
import { seoulTime } from "#app/lib/korea-time.ts";
import { usePublicEnv } from "#app/lib/use-public-env.ts";
import { walkInCopy } from "#app/modules/desk/admin-copy.ts";
import css from "#app/modules/desk/components/desk.module.css";
import { walkInAction } from "#app/modules/desk/view.server.ts";
import { leadStatusLabels } from "#app/modules/leads/admin-copy.ts";
import { ConsentFields } from "#app/modules/leads/components/consent-fields.tsx";
import { NAME_MAX } from "#app/modules/leads/lead-fields.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { PageHeader } from "#app/platform/admin-ui/blocks.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-walk-in";

/** A fresh form key per render: a double submit of one render registers one visit. */
export function loader() {
  return { formKey: randomUUID() };
}

export const action = ({ request, context }: Route.ActionArgs) => walkInAction(requireStaff(context), request);

export const meta: Route.MetaFunction = () => adminMeta(walkInCopy.title);

export default function AdminWalkIn({ loaderData, actionData }: Route.ComponentProps) {
  const copy = walkInCopy;
  const { leadRetentionDays } = usePublicEnv();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const done = actionData?.ok ? actionData : undefined;
  const errors = failed?.fieldErrors ?? {};
  const nameRef = useRef<HTMLInputElement>(null);
  // After each answer the name field has the focus: the next visitor, or the field to fix.
  useEffect(() => {
    if (actionData) nameRef.current?.focus();
  }, [actionData]);

  return (
    <div className={`${styles.page} ${css.walkIn}`}>
      <PageHeader title={copy.title} lead={copy.lead} />

      {done && (
        <section className={css.done} role="status" aria-labelledby="walk-in-done" data-testid="walk-in-done">
          <h2 id="walk-in-done" className={css.doneTitle}>
            {copy.done.heading} <span className={css.donePhone}>{done.phone}</span>
          </h2>
          <p>{done.duplicate ? copy.done.duplicate : done.created ? copy.done.created : copy.done.found}</p>
          <p>{copy.stage(leadStatusLabels[done.stage] ?? done.stage)}</p>
          {done.assignee.mine ? (
            <p>{done.assignedNow ? copy.done.assignedToMe : copy.done.alreadyMine}</p>
          ) : done.assignee.name ? (
            <p>{copy.done.assignedToOther(done.assignee.name)}</p>
          ) : null}
          {done.arrivedSlot && <p>{copy.done.arrived(seoulTime(done.arrivedSlot))}</p>}
          <p className={css.doneActions}>
            {done.canOpen && (
              <Link to={href("/admin/leads/:id", { id: done.leadId })} className={styles.button}>
                {copy.done.openLead}
              </Link>
            )}
            <span>{copy.done.next}</span>
          </p>
        </section>
      )}

      {/* A new key per registration (the loader's) empties the form for the next visitor. */}
      <Form method="post" className={`${styles.card} ${css.walkInForm}`} key={loaderData.formKey} noValidate>
        <input type="hidden" name="idempotencyKey" value={loaderData.formKey} />
        {failed && (
          <p className={styles.error} role="alert">
            {errors.form?.[0] ?? failed.message}
          </p>
        )}
        <div className={styles.field}>
          <label htmlFor="walk-in-name" className={styles.label}>
            {copy.name}
          </label>
          <input
            ref={nameRef}
            id="walk-in-name"
            name="name"
            autoComplete="off"
            // biome-ignore lint/a11y/noAutofocus: the page exists to type a name at the door, one visitor after another.
            autoFocus
            required
            maxLength={NAME_MAX}
            defaultValue={failed?.values.name ?? ""}
            className={`${styles.input} ${css.bigInput}`}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? "walk-in-name-error" : undefined}
          />
          {errors.name && (
            <p id="walk-in-name-error" className={styles.error}>
              {errors.name[0]}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor="walk-in-phone" className={styles.label}>
            {copy.phone}
          </label>
          <input
            id="walk-in-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
            maxLength={20}
            placeholder={copy.phonePlaceholder}
            defaultValue={failed?.values.phone ?? ""}
            className={`${styles.input} ${css.bigInput}`}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? "walk-in-phone-error" : undefined}
          />
          {errors.phone && (
            <p id="walk-in-phone-error" className={styles.error}>
              {errors.phone[0]}
            </p>
          )}
        </div>
        <ConsentFields
          idPrefix="walk-in"
          retentionDays={leadRetentionDays}
          errors={errors.privacyConsent}
          defaultChecked={failed ? { privacy: failed.values.privacy, marketing: failed.values.marketing } : undefined}
        />
        <button type="submit" className={`${styles.buttonPrimary} ${css.submit}`} disabled={busy}>
          {busy ? copy.submitting : copy.submit}
        </button>
      </Form>
    </div>
  );
}
