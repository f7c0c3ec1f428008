import { useEffect, useRef } from "react";
import { href, Link, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { visitPage } from "#app/content/pages/visit.ts";
import { VISIT_FIND_LABEL, VISIT_FIND_PATH, VISIT_FIND_QUESTION } from "#app/content/visit-find.ts";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { formatDay, seoulDay, seoulTime } from "#app/lib/korea-time.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { DayChoices } from "#app/modules/bookings/components/day-choices.tsx";
import { VisitDetailsForm } from "#app/modules/bookings/components/visit-details-form.tsx";
import { useNextStepInView, useRefreshWhileVisible } from "#app/modules/bookings/components/visit-hooks.ts";
import { bookingCopy } from "#app/modules/bookings/copy.ts";
import { bookingMessage, isGoodNews } from "#app/modules/bookings/result.ts";
import { visitBookingAction, visitBookingPage } from "#app/modules/bookings/visit-pages.server.ts";
import { invalidMessage } from "#app/modules/leads/copy.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import { siteOf } from "#app/platform/sites/sites.server.ts";
import type { Route } from "./+types/visit";
import styles from "./visit.module.css";

/**
 * The visit booking: a date, a slot, then the details; every step a link or plain post, so it works
 * without JavaScript (with it, places refresh every 30 s). Campaign parameters ride along in each link.
 */
export const loader = ({ params, url, context }: Route.LoaderArgs) =>
  visitBookingPage(databaseOf(context), "site" in params ? params.site : undefined, url, siteOf(context).id);

export const action = ({ request, context }: Route.ActionArgs) =>
  visitBookingAction(databaseOf(context), request, clientAddressOf(context), siteOf(context).id);

export const meta = pageMeta(visitPage);

export function headers() {
  return { "Cache-Control": CACHE_CONTROL.none };
}

/** React Router keeps old data after a 4xx: a refused booking must show the places as they are now. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

export default function Visit({ loaderData, actionData }: Route.ComponentProps) {
  const { days, day, slots, siteId, campaign, landing, texting, partySizeMax, bookingNote, parkingNote } = loaderData;
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
              <DayChoices days={days} chosen={day} linkTo={(value) => stepLink(`date=${value}`, "visit-slot-title")} />
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
            <VisitDetailsForm
              day={day}
              slot={slot}
              siteId={siteId}
              base={base}
              landing={landing}
              idempotencyKey={loaderData.idempotencyKey}
              partySizeMax={partySizeMax}
              texting={texting}
              bookingNote={bookingNote}
              parkingNote={parkingNote}
              values={values}
              fieldErrors={fieldErrors}
              submitting={submitting}
            />
          </li>
        )}
      </ol>
    </SubPage>
  );
}
