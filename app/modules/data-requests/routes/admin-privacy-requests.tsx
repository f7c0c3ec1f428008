import { Form, href, useNavigation } from "react-router";
import { privacyRequestAction } from "#app/modules/data-requests/admin.server.ts";
import { FoundSections } from "#app/modules/data-requests/components/found-sections.tsx";
import own from "#app/modules/data-requests/components/privacy-requests.module.css";
import { dataRequestsCopy } from "#app/modules/data-requests/copy.ts";
import { PHONE_INPUT_MAX, REASON_MAX, REASON_MIN } from "#app/modules/data-requests/schema.ts";
import { FEATURES } from "#app/modules/index.server.ts";
import { AUDIT_DETAIL_LABELS } from "#app/modules/index.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field, PageHeader } from "#app/platform/admin-ui/blocks.tsx";
import { Card } from "#app/platform/admin-ui/card.tsx";
import { FormError } from "#app/platform/admin-ui/messages.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import { ExportForm, ReasonField } from "#app/platform/admin-ui/reason-form.tsx";
import type { Route } from "./+types/admin-privacy-requests";

const copy = dataRequestsCopy;

/** The page itself holds nothing personal: the number is posted, never put in the address. */
export const loader = ({ url }: Route.LoaderArgs) => ({ exportRefused: url.searchParams.has("exportError") });

export const action = ({ request, context }: Route.ActionArgs) =>
  privacyRequestAction(requireStaff(context), request, FEATURES);

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function AdminPrivacyRequests({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const searchErrors = actionData?.intent === "search" && !actionData.ok ? actionData.errors : undefined;
  const eraseErrors = actionData?.intent === "erase" && !actionData.ok ? actionData.errors : undefined;
  const found = actionData && "found" in actionData ? actionData.found : null;
  const erased = actionData?.intent === "erase" && actionData.ok ? actionData : undefined;

  return (
    <div className={styles.page}>
      <PageHeader title={copy.title} lead={copy.lead} />

      <Card id="privacy-search-title" title={copy.search.heading}>
        <Form method="post" className={styles.form} key={erased ? erased.requestId : "search"}>
          <input type="hidden" name="intent" value="search" />
          <Field id="privacy-phone" label={copy.search.phone} hint={copy.search.hint}>
            <input
              id="privacy-phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              required
              maxLength={PHONE_INPUT_MAX}
              defaultValue={found?.phone ?? ""}
              placeholder={copy.search.phonePlaceholder}
              className={styles.input}
              aria-invalid={searchErrors?.phone ? true : undefined}
              aria-describedby={searchErrors?.phone ? "privacy-phone-error" : "privacy-phone-hint"}
            />
          </Field>
          {(searchErrors?.phone || searchErrors?.form) && (
            <p id="privacy-phone-error" className={styles.error} role="alert">
              {searchErrors.phone ?? searchErrors.form}
            </p>
          )}
          {loaderData.exportRefused && !actionData && <FormError message={copy.export.refused} />}
          <div className={styles.formActions}>
            <button type="submit" className={styles.buttonPrimary} disabled={busy}>
              {copy.search.submit}
            </button>
          </div>
        </Form>
      </Card>

      {erased && (
        <Card id="privacy-erased-title" title={copy.erase.done} data-testid="privacy-erased">
          <dl className={styles.details}>
            <div>
              <dt>{copy.result.requestId}</dt>
              <dd className={styles.code}>{erased.requestId}</dd>
            </div>
            {Object.entries(erased.erased).map(([key, count]) => (
              <div key={key}>
                <dt>{AUDIT_DETAIL_LABELS[key] ?? key}</dt>
                <dd>{copy.result.count(count)}</dd>
              </div>
            ))}
          </dl>
        </Card>
      )}

      {found && <FoundSections found={found} />}

      {found && found.data.total > 0 && (
        <>
          <Card id="privacy-export-title" title={copy.export.heading}>
            <p className={styles.cardText}>{copy.export.text}</p>
            <ExportForm
              action={href("/admin/privacy-requests/export")}
              fields={{ phone: found.phone, requestId: found.data.requestId }}
              reason={{
                id: "privacy-export-reason",
                label: copy.export.reason,
                placeholder: copy.export.reasonPlaceholder,
                min: REASON_MIN,
                max: REASON_MAX,
              }}
              submit={copy.export.submit}
            />
          </Card>

          <section className={styles.confirm} aria-labelledby="privacy-erase-title">
            <h2 id="privacy-erase-title" className={styles.confirmTitle}>
              {copy.erase.heading}
            </h2>
            <p>{copy.erase.text}</p>
            <ul className={own.effects}>
              {copy.erase.effects.map((effect) => (
                <li key={effect}>{effect}</li>
              ))}
            </ul>
            <Form method="post" className={styles.form}>
              <input type="hidden" name="intent" value="erase" />
              <input type="hidden" name="phone" value={found.phone} />
              <input type="hidden" name="requestId" value={found.data.requestId} />
              <Field id="privacy-confirm-phone" label={copy.erase.confirmPhone}>
                <input
                  id="privacy-confirm-phone"
                  name="confirmPhone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  required
                  maxLength={PHONE_INPUT_MAX}
                  className={styles.input}
                  aria-invalid={eraseErrors?.confirmPhone ? true : undefined}
                />
              </Field>
              <FormError message={eraseErrors?.confirmPhone} />
              <ReasonField
                id="privacy-erase-reason"
                label={copy.erase.reason}
                placeholder={copy.erase.reasonPlaceholder}
                min={REASON_MIN}
                max={REASON_MAX}
                invalid={Boolean(eraseErrors?.reason)}
              />
              <FormError message={eraseErrors?.reason ?? eraseErrors?.form ?? eraseErrors?.phone} />
              <div className={styles.formActions}>
                <button type="submit" className={styles.buttonDanger} disabled={busy}>
                  {copy.erase.submit}
                </button>
              </div>
            </Form>
          </section>
        </>
      )}
    </div>
  );
}
