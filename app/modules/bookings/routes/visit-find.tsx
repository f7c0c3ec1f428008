import { Form, Link, useNavigation } from "react-router";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { visitPage } from "#app/content/pages/visit.ts";
import { site, telHref } from "#app/content/site.ts";
import { CACHE_CONTROL, NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { complexNameFromMatches } from "#app/lib/page-meta.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { bookingCopy } from "#app/modules/bookings/copy.ts";
import { bookingLookupCopy as copy, LOOKUP_PATH } from "#app/modules/bookings/lookup-copy.ts";
import { findBookingAction, findBookingPage } from "#app/modules/bookings/visit-pages.server.ts";
import { TextField } from "#app/modules/leads/components/form-fields.tsx";
import { HoneypotField } from "#app/modules/leads/components/honeypot-field.tsx";
import { useSiteFacts } from "#app/modules/site-facts/use-site-facts.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import type { Route } from "./+types/visit-find";
import styles from "./visit.module.css";
import own from "./visit-find.module.css";

/** "예약 확인": phone, texted code, then the booking's own page (or a choice of several); plain posts, no JavaScript needed. */
export const loader = () => findBookingPage();

export const action = ({ request, context }: Route.ActionArgs) =>
  findBookingAction(databaseOf(context), request, clientAddressOf(context));

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `${copy.title} | ${complexNameFromMatches(matches) ?? site.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export function headers() {
  return { ...NOT_CACHED_OR_INDEXED, "Cache-Control": CACHE_CONTROL.none };
}

export default function VisitFind({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { salesPhone } = useSiteFacts();
  const answer = actionData;
  // A phone number's own mistake shows at its field; everything else in the message area.
  const fieldError = answer?.step === "phone" && answer.status === 400 ? answer.error : null;
  const error =
    answer && "error" in answer && answer.error !== fieldError && answer.error !== copy.notTexting
      ? answer.error
      : null;
  const notice = answer && "notice" in answer ? answer.notice : null;
  return (
    <SubPage page={visitPage} menuPath={visitPage.path} heading={copy.title}>
      {loaderData.texting && <p className={styles.lead}>{copy.lead}</p>}
      <div className={own.steps}>
        <div role="alert" className={styles.status}>
          {error && <p className={styles.message}>{error}</p>}
        </div>
        <div role="status" className={styles.status}>
          {notice && <p className={styles.note}>{notice}</p>}
        </div>

        {!loaderData.texting && answer?.step !== "found" && (
          <p className={styles.note}>
            {copy.notTexting}{" "}
            <a href={telHref(salesPhone)} className={own.phone}>
              {salesPhone}
            </a>
          </p>
        )}

        {answer?.step === "found" && (
          <section aria-labelledby="find-found" className={styles.step}>
            <h2 id="find-found" className={styles.stepTitle}>
              {answer.bookings.length > 0 ? copy.found : copy.none}
            </h2>
            <ul className={styles.days}>
              {answer.bookings.map((booking) => (
                <li key={booking.token}>
                  <a href={`${visitPage.path}/${booking.token}`} className={styles.choice}>
                    {copy.openBooking(booking.day, booking.time, bookingCopy.partySizeOption(booking.partySize))}
                  </a>
                </li>
              ))}
            </ul>
            {answer.bookings.length === 0 && (
              <p>
                <Link to={visitPage.path} className={styles.submit}>
                  {copy.bookNew}
                </Link>
              </p>
            )}
          </section>
        )}

        {answer?.step === "code" && (
          <Form method="post" className={styles.form}>
            <input type="hidden" name="intent" value="verify" />
            <input type="hidden" name="phone" value={answer.phone} />
            <TextField
              id="find-code"
              name="code"
              label={copy.code}
              requiredMark
              required
              inputMode="numeric"
              pattern="[0-9]{6}"
              maxLength={6}
              autoComplete="one-time-code"
            />
            <button type="submit" className={styles.submit} disabled={busy}>
              {copy.verify}
            </button>
          </Form>
        )}

        {loaderData.texting && answer?.step !== "found" && (
          <Form method="post" className={answer?.step === "code" ? `${styles.form} ${own.again}` : styles.form}>
            <input type="hidden" name="intent" value="send" />
            <HoneypotField idPrefix="find" />
            <TextField
              id="find-phone"
              name="phone"
              type="tel"
              inputMode="tel"
              label={copy.phone}
              requiredMark
              required
              maxLength={20}
              autoComplete="tel"
              placeholder={copy.phonePlaceholder}
              defaultValue={answer && "phone" in answer ? answer.phone : undefined}
              errors={fieldError ? [fieldError] : undefined}
            />
            <button
              type="submit"
              className={answer?.step === "code" ? styles.secondary : styles.submit}
              disabled={busy}
            >
              {answer?.step === "code" ? copy.resend : copy.sendCode}
            </button>
          </Form>
        )}
        {answer && (
          <p className={own.other}>
            <Link to={LOOKUP_PATH}>{copy.otherPhone}</Link>
          </p>
        )}
      </div>
    </SubPage>
  );
}
