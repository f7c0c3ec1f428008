import { useEffect, useRef } from "react";
import {
  data,
  Form,
  href,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigation,
  useRevalidator,
} from "react-router";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { visitPage } from "#app/content/pages/visit.ts";
import { VISIT_FIND_LABEL, VISIT_FIND_PATH, VISIT_FIND_QUESTION } from "#app/content/visit-find.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { formatDay, seoulDay, seoulTime } from "#app/lib/korea-time.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { isSiteId } from "#app/lib/site-id.ts";
import { usePublicEnv } from "#app/lib/use-public-env.ts";
import { campaignLandingOf, campaignQueryOf } from "#app/modules/attribution/attribution.server.ts";
import { bookingPageData } from "#app/modules/bookings/booking-page.server.ts";
import { bookingCopy } from "#app/modules/bookings/copy.ts";
import { bookingMessage, isGoodNews } from "#app/modules/bookings/result.ts";
import { handleBookingRequest } from "#app/modules/bookings/submission.server.ts";
import { textingEnabled } from "#app/modules/bookings/texting.server.ts";
import { ConsentFields } from "#app/modules/leads/components/consent-fields.tsx";
import { errorProps, FieldError, TextField } from "#app/modules/leads/components/form-fields.tsx";
import { HoneypotField } from "#app/modules/leads/components/honeypot-field.tsx";
import { VisitSourceFields } from "#app/modules/leads/components/visit-source-fields.tsx";
import { invalidMessage } from "#app/modules/leads/copy.ts";
import { NAME_MAX } from "#app/modules/leads/lead-fields.ts";
import { siteFactsOf } from "#app/modules/site-facts/facts.server.ts";
import { useSiteFacts } from "#app/modules/site-facts/use-site-facts.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import type { Route } from "./+types/visit";
import styles from "./visit.module.css";

/**
 * The model-house visit booking (/Promotion/Visit and /{site}/visit): a date, then a time slot
 * with its remaining places, then the visitor's details. Every step is a link or a plain form
 * post, so it works without JavaScript; with it, React Router moves between the steps without a
 * reload and refreshes the remaining places every 30 seconds. An ad's campaign parameters ride
 * along in every step's links and the form's hidden `landing` field, so a visitor without
 * JavaScript who arrived from an ad books under its channel.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const siteId = "site" in params ? params.site : undefined;
  if (siteId !== undefined && !isSiteId(siteId)) throw data(null, { status: 404 });
  const page = await bookingPageData({ date: url.searchParams.get("date"), slot: url.searchParams.get("slot") });
  return data(
    {
      siteId: siteId ?? null,
      texting: textingEnabled(),
      bookingNote: (await siteFactsOf(databaseOf(context))).bookingNote,
      ...page,
      // One key per rendered form: a double click or a resubmitted page books once.
      idempotencyKey: crypto.randomUUID(),
      campaign: campaignQueryOf(url),
      landing: campaignLandingOf(url),
    },
    { headers: { "Cache-Control": CACHE_CONTROL.none } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const { result, status, values } = await handleBookingRequest(formData, clientAddressOf(context));
  if (result.status === "booked") {
    // The change link's page shows the confirmation; a reload there is a GET, never a second booking.
    return redirect(`${href("/Promotion/Visit/:token", { token: result.token })}?new=1`, {
      status: 303,
      headers: { "Cache-Control": CACHE_CONTROL.none },
    });
  }
  return data({ result, values }, { status, headers: { "Cache-Control": CACHE_CONTROL.none } });
}

export const meta = pageMeta(visitPage);

export function headers() {
  return { "Cache-Control": CACHE_CONTROL.none };
}

/**
 * A refused booking (409: the slot filled meanwhile) must show the places as they are now; React
 * Router would keep the old ones after a 4xx answer, so the page always asks again after a post.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

const REFRESH_MS = 30_000;

/** The remaining places change while the page is open: refreshed every 30 s while it is visible. */
function useRefreshWhileVisible() {
  const { revalidate, state } = useRevalidator();
  const busy = useRef(false);
  busy.current = state !== "idle";
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && !busy.current) void revalidate();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [revalidate]);
}

/**
 * A chosen date's times (and a chosen time's form) lie below the 14 dates on a phone: after the
 * choice, the next step's heading (the link's #anchor) is scrolled into view unless it already is,
 * and takes the focus, so a screen reader says where the visitor is. The first render is left to
 * the browser (it follows the anchor itself).
 */
function useNextStepInView() {
  const location = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (its key).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const id = location.hash.slice(1);
    const target = id ? document.getElementById(id) : null;
    if (!target?.closest("[data-visit-steps]")) return;
    const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    const top = target.getBoundingClientRect().top;
    if (top < margin || top > window.innerHeight / 2) {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      target.scrollIntoView({ block: "start", behavior: reduce ? "auto" : "smooth" });
    }
    target.focus({ preventScroll: true });
  }, [location.key]);
}

export default function Visit({ loaderData, actionData }: Route.ComponentProps) {
  const { days, day, slots, siteId, campaign, landing, texting, partySizeMax, bookingNote } = loaderData;
  const { modelHouseAddress } = useSiteFacts();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const result = actionData?.result;
  const values = actionData?.values;
  const fieldErrors = result?.status === "invalid" ? result.fieldErrors : {};
  const message = result ? bookingMessage(result, { texting }) : null;
  // The slot that just filled is no longer the visitor's choice: the list shows it as 마감 and the
  // alternatives are offered instead.
  const slot = result?.status === "full" ? null : loaderData.slot;
  const statusRef = useRef<HTMLDivElement>(null);
  const { leadRetentionDays } = usePublicEnv();
  const base = siteId ? href("/:site/visit", { site: siteId }) : visitPage.path;
  const stepLink = (query: string, anchor: string) => `${base}?${query}${campaign ? `&${campaign}` : ""}#${anchor}`;
  useRefreshWhileVisible();
  useNextStepInView();

  useEffect(() => {
    if (!result) return;
    // A field the visitor can fix gets the focus; anything else is read out from the status line.
    const field = result.status === "invalid" ? document.querySelector<HTMLElement>("[aria-invalid=true]") : null;
    (field ?? statusRef.current)?.focus();
  }, [result]);

  return (
    <SubPage page={visitPage} menuPath={visitPage.path}>
      <p className={styles.lead}>{texting ? bookingCopy.lead : bookingCopy.leadNoText}</p>
      <p className={styles.findLink}>
        {VISIT_FIND_QUESTION} <Link to={VISIT_FIND_PATH}>{VISIT_FIND_LABEL}</Link>
      </p>

      <div ref={statusRef} tabIndex={-1} role="status" className={`${styles.status} ${styles.pageStatus}`}>
        {message && <p className={result && isGoodNews(result) ? styles.success : styles.message}>{message}</p>}
        {result?.status === "invalid" && (
          <p className={styles.message}>
            {[
              invalidMessage,
              ...(slot
                ? [...(fieldErrors.form ?? []), ...(fieldErrors.slot ?? [])]
                : Object.values(fieldErrors).flat()),
            ].join(" ")}
          </p>
        )}
        {result?.status === "full" && result.alternatives.length > 0 && (
          <div className={styles.alternatives}>
            <p>{bookingCopy.alternatives}</p>
            <ul>
              {result.alternatives.map((start) => (
                <li key={start}>
                  <Link
                    to={stepLink(
                      `date=${seoulDay(new Date(start))}&slot=${encodeURIComponent(start)}`,
                      "visit-details-title",
                    )}
                    preventScrollReset
                    className={styles.choice}
                  >
                    {formatDay(seoulDay(new Date(start)))} {seoulTime(start)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <ol className={styles.steps} data-visit-steps="">
        <li>
          <section aria-labelledby="visit-date-title" className={styles.step}>
            <h2 id="visit-date-title" className={styles.stepTitle}>
              <span className={styles.stepNumber}>1</span> {bookingCopy.steps.date}
            </h2>
            {days.length === 0 ? (
              <p className={styles.empty}>{bookingCopy.noDays}</p>
            ) : (
              <ul className={styles.days} aria-label={bookingCopy.dateLegend}>
                {days.map((option) => (
                  <li key={option.value}>
                    <Link
                      to={stepLink(`date=${option.value}`, "visit-slot-title")}
                      preventScrollReset
                      className={styles.choice}
                      aria-current={option.value === day ? "true" : undefined}
                    >
                      {option.label}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </li>

        {day && (
          <li>
            <section aria-labelledby="visit-slot-title" className={styles.step}>
              <h2 id="visit-slot-title" className={styles.stepTitle} tabIndex={-1}>
                <span className={styles.stepNumber}>2</span> {bookingCopy.steps.slot} · {formatDay(day)}
              </h2>
              {slots.every((candidate) => candidate.past || candidate.remaining === 0) && (
                <p className={styles.empty}>{bookingCopy.noSlots}</p>
              )}
              <ul className={styles.slots} aria-label={bookingCopy.slotLegend}>
                {slots.map((candidate) => {
                  const open = !candidate.past && candidate.remaining > 0;
                  const note = candidate.past ? bookingCopy.past : bookingCopy.remaining(candidate.remaining);
                  return (
                    <li key={candidate.start}>
                      {open ? (
                        <Link
                          to={stepLink(
                            `date=${day}&slot=${encodeURIComponent(candidate.start)}`,
                            "visit-details-title",
                          )}
                          preventScrollReset
                          className={styles.choice}
                          aria-current={slot?.start === candidate.start ? "true" : undefined}
                        >
                          <span className={styles.time}>{candidate.time}</span>
                          <span className={styles.remaining}>{note}</span>
                        </Link>
                      ) : (
                        <span className={`${styles.choice} ${styles.disabled}`} aria-disabled="true">
                          <span className={styles.time}>{candidate.time}</span>
                          <span className={styles.remaining}>{note}</span>
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          </li>
        )}

        {day && slot && (
          <li>
            <section aria-labelledby="visit-details-title" className={styles.step}>
              <h2 id="visit-details-title" className={styles.stepTitle} tabIndex={-1}>
                <span className={styles.stepNumber}>3</span> {bookingCopy.steps.details}
              </h2>
              <p className={styles.chosen}>
                <strong>{bookingCopy.chosen(formatDay(day), slot.time)}</strong>
                <span className={styles.remaining}>{bookingCopy.remaining(slot.remaining)}</span>
              </p>
              <Form method="post" className={styles.form} noValidate>
                <input type="hidden" name="slot" value={slot.start} />
                <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
                <input type="hidden" name="siteId" value={siteId ?? ""} />
                <input type="hidden" name="sourcePath" value={base} />
                <HoneypotField idPrefix="visit" />
                <VisitSourceFields landing={landing} />
                <div className={styles.row}>
                  <TextField
                    id="visit-name"
                    name="name"
                    label={bookingCopy.name}
                    requiredMark
                    required
                    maxLength={NAME_MAX}
                    autoComplete="name"
                    defaultValue={values?.name}
                    errors={fieldErrors.name}
                  />
                  <TextField
                    id="visit-phone"
                    name="phone"
                    type="tel"
                    inputMode="tel"
                    label={bookingCopy.phone}
                    requiredMark
                    required
                    maxLength={20}
                    autoComplete="tel"
                    placeholder={bookingCopy.phonePlaceholder}
                    defaultValue={values?.phone}
                    errors={fieldErrors.phone}
                  />
                </div>
                <div className={styles.party}>
                  <label htmlFor="visit-party" className={styles.partyLabel}>
                    {bookingCopy.partySize}
                  </label>
                  <select
                    id="visit-party"
                    name="partySize"
                    className={styles.select}
                    defaultValue={values?.partySize || "1"}
                    {...errorProps("visit-party", fieldErrors.partySize)}
                  >
                    {Array.from({ length: Math.min(partySizeMax, slot.remaining) }, (_, index) => index + 1).map(
                      (size) => (
                        <option key={size} value={size}>
                          {bookingCopy.partySizeOption(size)}
                        </option>
                      ),
                    )}
                  </select>
                  <FieldError id="visit-party" errors={fieldErrors.partySize} />
                </div>
                <ConsentFields
                  idPrefix="visit"
                  retentionDays={leadRetentionDays}
                  errors={fieldErrors.privacyConsent}
                  defaultChecked={{ marketing: values?.marketingConsent }}
                />
                <p className={styles.note}>
                  {texting ? bookingCopy.smsNote : bookingCopy.smsNoteNoText} {modelHouseAddress}
                </p>
                {bookingNote && (
                  <p className={styles.note} data-testid="booking-note">
                    {bookingNote}
                  </p>
                )}
                <button type="submit" className={styles.submit} disabled={submitting} aria-disabled={submitting}>
                  {submitting ? bookingCopy.submitting : bookingCopy.submit}
                </button>
              </Form>
            </section>
          </li>
        )}
      </ol>
    </SubPage>
  );
}
