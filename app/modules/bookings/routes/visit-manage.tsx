import { useEffect, useRef, useState } from "react";
import {
  data,
  Form,
  isRouteErrorResponse,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigation,
} from "react-router";
import { ErrorScreen } from "#app/components/layout/error-screen.tsx";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { visitPage } from "#app/content/pages/visit.ts";
import { site } from "#app/content/site.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { CACHE_CONTROL, NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { formatDay, seoulDay, seoulTime } from "#app/lib/korea-time.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import {
  bookingMoveChoices,
  bookingOfToken,
  cancelOwnBooking,
  moveOwnBooking,
} from "#app/modules/bookings/booking-page.server.ts";
import { bookingCopy } from "#app/modules/bookings/copy.ts";
import { bookingNumberOf, maskedPhone } from "#app/modules/bookings/display.ts";
import { LOOKUP_PATH } from "#app/modules/bookings/lookup-copy.ts";
import { bookingStatusLabels } from "#app/modules/bookings/statuses.ts";
import { textingEnabled } from "#app/modules/bookings/texting.server.ts";
import { KAKAO_LABEL } from "#app/modules/site-facts/copy.ts";
import { siteFactsOf } from "#app/modules/site-facts/facts.server.ts";
import { useSiteFacts } from "#app/modules/site-facts/use-site-facts.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import type { Route } from "./+types/visit-manage";
import styles from "./visit.module.css";

/**
 * A booking's own page, reached by the change link (/Promotion/Visit/{token}): its details, the
 * model house's address and map, and moving it to another free slot or cancelling it, without
 * signing in. The token is the only key: unknown tokens answer 404, and an address that tries
 * many is refused (also 404) for a while. The page stops working once the visit's slot has begun.
 * Everything works without JavaScript: cancelling asks first on its own page state (?cancel=1),
 * and a done move or cancel redirects (?done=…) to a page that shows the result where the tap was.
 */
function notFound(): never {
  throw data(null, { status: 404, headers: NOT_CACHED_OR_INDEXED });
}

/** The booking the token opens, or a 404 (wrong token, too many wrong tokens, or a visit already begun). */
async function bookingFor(token: string, clientAddress: string, now: Date) {
  return (await bookingOfToken({ token }, clientAddress, now)) ?? notFound();
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const now = new Date();
  const booking = await bookingFor(params.token, clientAddressOf(context), now);
  const confirmed = booking.status === "confirmed";
  const { days, day, slots } = await bookingMoveChoices(booking, { date: url.searchParams.get("date") }, now);
  const done = url.searchParams.get("done");
  return data(
    {
      isNew: url.searchParams.get("new") === "1",
      done: done === "moved" || done === "cancelled" ? done : null,
      askCancel: confirmed && url.searchParams.get("cancel") === "1",
      texting: textingEnabled(),
      mapUrl: (await siteFactsOf(databaseOf(context))).mapUrl,
      changeUrl: `${getEnv().SITE_URL}${visitPage.path}/${params.token}`,
      booking: {
        number: bookingNumberOf(booking.id),
        name: booking.name,
        phone: maskedPhone(booking.phone),
        day: formatDay(booking.day),
        time: seoulTime(booking.slot_start),
        partySize: booking.party_size,
        status: booking.status,
        slotStart: booking.slot_start,
      },
      days,
      day,
      slots,
    },
    { headers: NOT_CACHED_OR_INDEXED },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const now = new Date();
  const booking = await bookingFor(params.token, clientAddressOf(context), now);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const base = `${visitPage.path}/${params.token}`;
  // Post → redirect → get: a reload shows the result again instead of posting twice.
  const done = (query: string, anchor: string) =>
    redirect(`${base}?${query}#${anchor}`, { status: 303, headers: NOT_CACHED_OR_INDEXED });
  if (intent === "cancel") {
    const result = await cancelOwnBooking({ booking, token: params.token }, now);
    if (result.status === "ok") return done("done=cancelled", VISIT_RESULT_ID);
    return data(
      { intent: "cancel" as const, message: bookingCopy.unavailable },
      { status: 409, headers: NOT_CACHED_OR_INDEXED },
    );
  }
  if (intent === "move") {
    const result = await moveOwnBooking({ booking, token: params.token, slot: formData.get("slot") }, now);
    if (result.status === "ok") {
      return done(`date=${seoulDay(new Date(result.booking.slot_start))}&done=moved`, MOVE_RESULT_ID);
    }
    const message =
      result.status === "full"
        ? bookingCopy.full
        : result.status === "phone-day-taken"
          ? bookingCopy.duplicate
          : bookingCopy.unavailable;
    return data({ intent: "move" as const, message }, { status: 409, headers: NOT_CACHED_OR_INDEXED });
  }
  throw data({ error: "잘못된 요청입니다." }, { status: 400, headers: NOT_CACHED_OR_INDEXED });
}

export function headers() {
  // same-origin: the browser still names this site in Origin on the page's own posts (no-referrer
  // made Chromium send `Origin: null`, which the server refuses), and no other site sees the token.
  return { ...NOT_CACHED_OR_INDEXED, "Cache-Control": CACHE_CONTROL.none, "Referrer-Policy": "same-origin" };
}

export function meta() {
  return [{ title: `${bookingCopy.manageTitle} | ${site.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

/** A refused move (409) leaves the slots stale unless the page asks again: it always does after a post. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

const VISIT_RESULT_ID = "visit-result";
const MOVE_RESULT_ID = "move-result";
const CANCEL_CONFIRM_ID = "cancel-confirm";

/** The change link as text to copy: a read-only field and a copy button once the page's script runs. */
function ChangeLink({ url }: { url: string }) {
  const [enhanced, setEnhanced] = useState(false);
  const [copied, setCopied] = useState<boolean | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => setEnhanced(true), []);

  async function copy() {
    const input = inputRef.current;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard permission (an older or embedded browser): select the text for a manual copy.
      input?.select();
      setCopied(document.execCommand?.("copy") ?? false);
    }
  }

  if (!enhanced) {
    return (
      <p className={styles.changeUrl} id="change-link">
        {url}
      </p>
    );
  }
  return (
    <div className={styles.copyRow}>
      {/* A text area, not an input: the whole address stays readable on a narrow phone. */}
      <textarea
        ref={inputRef}
        id="change-link"
        className={styles.copyInput}
        readOnly
        rows={1}
        value={url}
        aria-label={bookingCopy.manageLinkLabel}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button type="button" className={styles.secondary} onClick={copy}>
        {bookingCopy.copy}
      </button>
      <p role="status" className={styles.copyStatus}>
        {copied === true ? bookingCopy.copied : copied === false ? bookingCopy.copyFailed : ""}
      </p>
    </div>
  );
}

export default function VisitManage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { booking, days, day, slots, isNew, done, askCancel, texting, changeUrl, mapUrl } = loaderData;
  const { modelHouseAddress, kakaoChannelUrl } = useSiteFacts();
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state !== "idle";
  const base = `${visitPage.path}/${params.token}`;
  const confirmed = booking.status === "confirmed";
  const moveError = actionData?.intent === "move" ? actionData.message : null;
  const cancelError = actionData?.intent === "cancel" ? actionData.message : null;

  // The result (or the question before cancelling) gets the focus where the visitor is looking:
  // a screen reader reads it and the page scrolls to it.
  useEffect(() => {
    const target = location.hash.slice(1);
    if (![VISIT_RESULT_ID, MOVE_RESULT_ID, CANCEL_CONFIRM_ID].includes(target)) return;
    document.getElementById(target)?.focus();
  }, [location]);
  useEffect(() => {
    if (moveError) document.getElementById(MOVE_RESULT_ID)?.focus();
    if (cancelError) document.getElementById(VISIT_RESULT_ID)?.focus();
  }, [moveError, cancelError]);

  const partySize = bookingCopy.partySizeOption(booking.partySize);
  return (
    <SubPage
      page={visitPage}
      menuPath={visitPage.path}
      heading={isNew ? bookingCopy.confirmedTitle : bookingCopy.manageTitle}
    >
      <div id={VISIT_RESULT_ID} tabIndex={-1} role="status" className={`${styles.status} ${styles.pageStatus}`}>
        {done === "cancelled" && !confirmed && <p className={styles.success}>{bookingCopy.cancelled}</p>}
        {cancelError && <p className={styles.message}>{cancelError}</p>}
      </div>
      <dl className={styles.summary}>
        <div>
          <dt>{bookingCopy.details.number}</dt>
          <dd className={styles.number}>{booking.number}</dd>
        </div>
        <div>
          <dt>{bookingCopy.details.status}</dt>
          <dd>{bookingStatusLabels[booking.status] ?? booking.status}</dd>
        </div>
        <div>
          <dt>{bookingCopy.details.name}</dt>
          <dd>{booking.name}</dd>
        </div>
        <div>
          <dt>{bookingCopy.details.phone}</dt>
          <dd>{booking.phone}</dd>
        </div>
        <div>
          <dt>{bookingCopy.details.date}</dt>
          <dd>{booking.day}</dd>
        </div>
        <div>
          <dt>{bookingCopy.details.time}</dt>
          <dd>{booking.time}</dd>
        </div>
        <div>
          <dt>{bookingCopy.details.party}</dt>
          <dd>{partySize}</dd>
        </div>
        <div>
          <dt>{bookingCopy.details.address}</dt>
          <dd>
            {modelHouseAddress}{" "}
            <a href={mapUrl} target="_blank" rel="noopener noreferrer" className={styles.mapLink}>
              {bookingCopy.mapLink}
              <span className="visually-hidden"> (새 창)</span>
            </a>
          </dd>
        </div>
      </dl>
      {kakaoChannelUrl && (
        <p className={styles.kakaoLine}>
          {bookingCopy.kakaoAsk}{" "}
          <a href={kakaoChannelUrl} target="_blank" rel="noopener noreferrer" className={styles.kakaoLink}>
            {KAKAO_LABEL}
            <span className="visually-hidden"> (새 창)</span>
          </a>
        </p>
      )}

      {confirmed && (
        <>
          <section aria-labelledby="change-link-title" className={styles.linkBox}>
            <h2 id="change-link-title" className={styles.linkTitle}>
              {bookingCopy.manageLinkLabel}
            </h2>
            <ChangeLink url={changeUrl} />
            <p className={styles.note}>{texting ? bookingCopy.manageLinkNote : bookingCopy.manageLinkNoteNoText}</p>
          </section>

          <section aria-labelledby="move-title" className={styles.step}>
            <h2 id="move-title" className={styles.stepTitle}>
              {bookingCopy.move}
            </h2>
            <ul className={styles.days} aria-label={bookingCopy.dateLegend}>
              {days.map((option) => (
                <li key={option.value}>
                  <Link
                    to={`${base}?date=${option.value}#move-title`}
                    preventScrollReset
                    className={styles.choice}
                    aria-current={option.value === day ? "true" : undefined}
                  >
                    {option.label}
                  </Link>
                </li>
              ))}
            </ul>
            {day && (
              <Form method="post" action={`${base}?date=${day}#${MOVE_RESULT_ID}`} className={styles.moveForm}>
                <input type="hidden" name="intent" value="move" />
                <fieldset className={styles.fieldset}>
                  <legend className={styles.partyLabel}>{bookingCopy.slotLegend}</legend>
                  {slots.length === 0 && <p className={styles.empty}>{bookingCopy.noSlots}</p>}
                  <div className={styles.slots}>
                    {slots.map((slot) => (
                      <label key={slot.start} className={styles.radio}>
                        <input type="radio" name="slot" value={slot.start} required />
                        <span className={styles.time}>{slot.time}</span>
                        <span className={styles.remaining}>{bookingCopy.remaining(slot.remaining)}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
                {slots.length > 0 && (
                  <button type="submit" className={styles.submit} disabled={busy}>
                    {bookingCopy.moveSubmit}
                  </button>
                )}
              </Form>
            )}
            <div id={MOVE_RESULT_ID} tabIndex={-1} role="status" className={styles.status}>
              {done === "moved" && !moveError && (
                <p className={styles.success}>{bookingCopy.moved(booking.day, booking.time)}</p>
              )}
              {moveError && <p className={styles.message}>{moveError}</p>}
            </div>
          </section>

          {askCancel ? (
            <section
              id={CANCEL_CONFIRM_ID}
              tabIndex={-1}
              aria-labelledby="cancel-confirm-title"
              className={styles.confirmBox}
            >
              <h2 id="cancel-confirm-title" className={styles.stepTitle}>
                {bookingCopy.cancelAsk}
              </h2>
              <p>{bookingCopy.cancelAskDetail(booking.day, booking.time, partySize)}</p>
              <div className={styles.confirmActions}>
                <Form method="post" action={base}>
                  <input type="hidden" name="intent" value="cancel" />
                  <button type="submit" className={`${styles.submit} ${styles.danger}`} disabled={busy}>
                    {bookingCopy.cancelConfirm}
                  </button>
                </Form>
                <Link to={base} className={styles.secondary}>
                  {bookingCopy.cancelKeep}
                </Link>
              </div>
            </section>
          ) : (
            <p className={styles.cancelForm}>
              <Link to={`${base}?cancel=1#${CANCEL_CONFIRM_ID}`} preventScrollReset className={styles.secondary}>
                {bookingCopy.cancel}
              </Link>
            </p>
          )}
        </>
      )}
      {!confirmed && (
        <p>
          <Link to={visitPage.path} className={styles.submit}>
            {bookingCopy.bookAgain}
          </Link>
        </p>
      )}
    </SubPage>
  );
}

/** A wrong or spent link (404) points to 예약 확인 by phone; any other failure is the shared error screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) {
    return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />;
  }
  return (
    <SubPage page={visitPage} menuPath={visitPage.path} heading={bookingCopy.linkNotFoundTitle}>
      <div className={styles.linkNotFound}>
        <p>{bookingCopy.linkNotFound}</p>
        <p className={styles.linkNotFoundActions}>
          <Link to={LOOKUP_PATH} className={styles.submit}>
            {bookingCopy.findBooking}
          </Link>
          <Link to={visitPage.path} className={styles.secondary}>
            {bookingCopy.bookAgain}
          </Link>
        </p>
      </div>
    </SubPage>
  );
}
