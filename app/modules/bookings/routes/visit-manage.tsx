import { useEffect } from "react";
import {
  Form,
  isRouteErrorResponse,
  Link,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigation,
} from "react-router";
import { ErrorScreen } from "#app/components/layout/error-screen.tsx";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { visitPage } from "#app/content/pages/visit.ts";
import { site } from "#app/content/site.ts";
import { CACHE_CONTROL, NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { complexNameFromMatches } from "#app/lib/page-meta.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { BookingSummary } from "#app/modules/bookings/components/booking-summary.tsx";
import { ChangeLink } from "#app/modules/bookings/components/change-link.tsx";
import { DayChoices } from "#app/modules/bookings/components/day-choices.tsx";
import { ParkingNote } from "#app/modules/bookings/components/parking-note.tsx";
import { bookingCopy } from "#app/modules/bookings/copy.ts";
import { CANCEL_CONFIRM_ID, MOVE_RESULT_ID, VISIT_RESULT_ID } from "#app/modules/bookings/display.ts";
import { LOOKUP_PATH } from "#app/modules/bookings/lookup-copy.ts";
import { manageBookingAction, manageBookingPage } from "#app/modules/bookings/visit-pages.server.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import type { Route } from "./+types/visit-manage";
import styles from "./visit.module.css";

/**
 * A booking's own page behind its change link: details, map, move or cancel without signing in. Wrong
 * tokens (and an address trying many) get 404. Without JavaScript, cancel asks on ?cancel=1 and a done
 * change redirects to ?done=… where the tap was.
 */
export const loader = ({ params, url, context }: Route.LoaderArgs) =>
  manageBookingPage(databaseOf(context), params.token, url, clientAddressOf(context));

export const action = ({ request, params, context }: Route.ActionArgs) =>
  manageBookingAction(databaseOf(context), params.token, request, clientAddressOf(context));

export function headers() {
  // same-origin: the browser still names this site in Origin on the page's own posts (no-referrer
  // made Chromium send `Origin: null`, which the server refuses), and no other site sees the token.
  return { ...NOT_CACHED_OR_INDEXED, "Cache-Control": CACHE_CONTROL.none, "Referrer-Policy": "same-origin" };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `${bookingCopy.manageTitle} | ${complexNameFromMatches(matches) ?? site.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** A refused move (409) leaves the slots stale unless the page asks again: it always does after a post. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

export default function VisitManage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { booking, days, day, slots, isNew, done, askCancel, texting, changeUrl, mapUrl, parkingNote } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state !== "idle";
  const base = `${visitPage.path}/${params.token}`;
  const confirmed = booking.status === "confirmed";
  const moveError = actionData?.intent === "move" ? actionData.message : null;
  const cancelError = actionData?.intent === "cancel" ? actionData.message : null;

  // The result or the cancel question takes the focus, so a screen reader reads it.
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
      <BookingSummary booking={booking} partySize={partySize} mapUrl={mapUrl} />
      <ParkingNote text={parkingNote} className={styles.note} />

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
            <DayChoices days={days} chosen={day} linkTo={(value) => `${base}?date=${value}#move-title`} />
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
