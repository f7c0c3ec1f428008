import { data, Form, href, useNavigation } from "react-router";
import { firstFieldErrors, koreanFieldErrors } from "#app/lib/field-errors.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { eraseRequest, searchRequest } from "#app/modules/data-requests/admin.server.ts";
import { dataRequestsCopy } from "#app/modules/data-requests/copy.ts";
import type { PersonData } from "#app/modules/data-requests/requests.server.ts";
import {
  EraseSchema,
  formFields,
  PersonPhoneSchema,
  PHONE_INPUT_MAX,
  REASON_MAX,
  REASON_MIN,
  SearchSchema,
} from "#app/modules/data-requests/schema.ts";
import { FEATURES } from "#app/modules/index.server.ts";
import { AUDIT_DETAIL_LABELS } from "#app/modules/index.ts";
import { requireAdminAction } from "#app/platform/access/session.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-privacy-requests";
import own from "./admin-privacy-requests.module.css";

const copy = dataRequestsCopy;

/** The page itself holds nothing personal: the number is posted, never put in the address. */
export function loader({ url }: Route.LoaderArgs) {
  return { exportRefused: url.searchParams.has("exportError") };
}

type Found = { phone: string; data: PersonData };
type FormErrors = Partial<Record<"phone" | "confirmPhone" | "reason" | "form", string>>;

/**
 * Two forms (intent): "조회" finds everything held about the number in every feature
 * (privacy.search), "모두 삭제" deletes or anonymises it in one transaction (privacy.erase). A
 * refused erase shows the records again (a new look, recorded) with the Korean reason.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const formData = await readFormData(request);
  const audit = { actor: admin, clientAddress: clientAddressOf(context) };
  const intent = formData.get("intent");

  if (intent === "search") {
    const parsed = SearchSchema.safeParse(formFields(formData, ["phone"]));
    if (!parsed.success) {
      const errors: FormErrors = firstFieldErrors(koreanFieldErrors(parsed.error, ["phone"]));
      return data({ intent: "search" as const, ok: false as const, errors, found: null }, { status: 400 });
    }
    const found: Found = { phone: parsed.data.phone, data: await searchRequest(FEATURES, parsed.data.phone, audit) };
    return { intent: "search" as const, ok: true as const, found };
  }

  if (intent === "erase") {
    const fields = formFields(formData, ["phone", "confirmPhone", "reason", "requestId"]);
    const parsed = EraseSchema.safeParse(fields);
    if (!parsed.success) {
      const errors: FormErrors = firstFieldErrors(koreanFieldErrors(parsed.error, ["phone", "confirmPhone", "reason"]));
      const phone = PersonPhoneSchema.safeParse(fields.phone);
      const requestId = typeof fields.requestId === "string" ? fields.requestId : undefined;
      const found = phone.success ? await foundAgain(phone.data, audit, requestId) : null;
      return data({ intent: "erase" as const, ok: false as const, errors, found }, { status: 400 });
    }
    const result = await eraseRequest(FEATURES, parsed.data, audit);
    if (result.status === "failed") {
      const found = await foundAgain(parsed.data.phone, audit, parsed.data.requestId);
      return data(
        { intent: "erase" as const, ok: false as const, errors: { form: copy.erase.failed } as FormErrors, found },
        { status: 503 },
      );
    }
    return { intent: "erase" as const, ok: true as const, requestId: result.requestId, erased: result.erased };
  }

  return data(
    { intent: "search" as const, ok: false as const, errors: { form: copy.unknownIntent } as FormErrors, found: null },
    { status: 400 },
  );
}

async function foundAgain(
  phone: string,
  audit: Parameters<typeof searchRequest>[2],
  requestId: string | undefined,
): Promise<Found> {
  const id = requestId && /^[0-9a-f-]{36}$/i.test(requestId) ? requestId : undefined;
  return { phone, data: await searchRequest(FEATURES, phone, audit, id) };
}

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
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{copy.title}</h1>
          <p className={styles.pageLead}>{copy.lead}</p>
        </div>
      </div>

      <section className={styles.card} aria-labelledby="privacy-search-title">
        <h2 id="privacy-search-title" className={styles.cardTitle}>
          {copy.search.heading}
        </h2>
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
          {loaderData.exportRefused && !actionData && (
            <p className={styles.error} role="alert">
              {copy.export.refused}
            </p>
          )}
          <div className={styles.formActions}>
            <button type="submit" className={styles.buttonPrimary} disabled={busy}>
              {copy.search.submit}
            </button>
          </div>
        </Form>
      </section>

      {erased && (
        <section className={styles.card} aria-labelledby="privacy-erased-title" data-testid="privacy-erased">
          <h2 id="privacy-erased-title" className={styles.cardTitle}>
            {copy.erase.done}
          </h2>
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
        </section>
      )}

      {found && <FoundSections found={found} />}

      {found && found.data.total > 0 && (
        <>
          <section className={styles.card} aria-labelledby="privacy-export-title">
            <h2 id="privacy-export-title" className={styles.cardTitle}>
              {copy.export.heading}
            </h2>
            <p className={styles.cardText}>{copy.export.text}</p>
            {/* A plain form: the answer is a file download, not a page. */}
            <form method="post" action={href("/admin/privacy-requests/export")} className={styles.form}>
              <input type="hidden" name="phone" value={found.phone} />
              <input type="hidden" name="requestId" value={found.data.requestId} />
              <Field id="privacy-export-reason" label={copy.export.reason}>
                <input
                  id="privacy-export-reason"
                  name="reason"
                  required
                  minLength={REASON_MIN}
                  maxLength={REASON_MAX}
                  placeholder={copy.export.reasonPlaceholder}
                  className={styles.input}
                />
              </Field>
              <div className={styles.formActions}>
                <button type="submit" className={styles.buttonPrimary}>
                  {copy.export.submit}
                </button>
              </div>
            </form>
          </section>

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
              {eraseErrors?.confirmPhone && (
                <p className={styles.error} role="alert">
                  {eraseErrors.confirmPhone}
                </p>
              )}
              <Field id="privacy-erase-reason" label={copy.erase.reason}>
                <input
                  id="privacy-erase-reason"
                  name="reason"
                  required
                  minLength={REASON_MIN}
                  maxLength={REASON_MAX}
                  placeholder={copy.erase.reasonPlaceholder}
                  className={styles.input}
                  aria-invalid={eraseErrors?.reason ? true : undefined}
                />
              </Field>
              {(eraseErrors?.reason || eraseErrors?.form || eraseErrors?.phone) && (
                <p className={styles.error} role="alert">
                  {eraseErrors.reason ?? eraseErrors.form ?? eraseErrors.phone}
                </p>
              )}
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

function FoundSections({ found }: { found: Found }) {
  const { data: person } = found;
  return (
    <section className={styles.card} aria-labelledby="privacy-result-title" data-testid="privacy-result">
      <div>
        <h2 id="privacy-result-title" className={styles.cardTitle}>
          {copy.result.heading(found.phone)}
        </h2>
        <p className={styles.cardText} role="status">
          {person.total === 0 ? copy.result.nothing : copy.result.total(person.total)}
        </p>
        <p className={styles.muted}>
          {copy.result.requestId} <span className={`${styles.code} ${own.requestId}`}>{person.requestId}</span> ·{" "}
          {copy.result.requestIdHint}
        </p>
      </div>
      {person.sections.map((section) => (
        <section
          key={section.name}
          className={own.section}
          aria-labelledby={`privacy-${section.name}`}
          data-section={section.name}
        >
          <h3 id={`privacy-${section.name}`} className={own.sectionTitle}>
            {section.title} <span className={styles.badge}>{copy.result.count(section.rows.length)}</span>
          </h3>
          {section.rows.length === 0 ? (
            <p className={styles.muted}>{copy.result.none}</p>
          ) : (
            section.rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: records are listed in a fixed order per search.
              <div key={index} className={own.record}>
                <h4 id={`privacy-${section.name}-${index + 1}`} className={own.recordTitle}>
                  {copy.result.record(section.title, index + 1)}
                </h4>
                <dl className={styles.details} aria-labelledby={`privacy-${section.name}-${index + 1}`}>
                  {row.fields.map((field) => (
                    <div key={field.label}>
                      <dt>{field.label}</dt>
                      {/* What a visitor typed keeps its own direction and cannot reorder the page around it. */}
                      <dd dir="auto">
                        <bdi>{field.value}</bdi>
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))
          )}
        </section>
      ))}
    </section>
  );
}
