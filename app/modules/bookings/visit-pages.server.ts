import type { Kysely } from "kysely";
import { data, href, redirect } from "react-router";
import { visitPage } from "#app/content/pages/visit.ts";
import type { Database } from "#app/db/schema.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { CACHE_CONTROL, NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { formatDay, seoulDay, seoulTime } from "#app/lib/korea-time.ts";
import { campaignLandingOf, campaignQueryOf } from "#app/modules/attribution/attribution.server.ts";
import { siteFactsOf } from "#app/modules/site-facts/facts.server.ts";
import {
  bookingMoveChoices,
  bookingOfToken,
  bookingPageData,
  cancelOwnBooking,
  moveOwnBooking,
} from "./booking-page.server.ts";
import { bookingCopy } from "./copy.ts";
import { bookingNumberOf, MOVE_RESULT_ID, maskedPhone, VISIT_RESULT_ID } from "./display.ts";
import { handleLookupRequest, lookupDeps } from "./lookup-request.server.ts";
import { parkingNoteOf } from "./parking.server.ts";
import { bookingDeps, handleBookingRequest } from "./submission.server.ts";
import { textingEnabled } from "./texting.server.ts";

type Db = Kysely<Database>;
const NOT_CACHED = { "Cache-Control": CACHE_CONTROL.none };

/** The booking page, with the campaign parameters kept so a visitor without JavaScript books under the ad. */
/** The booking page; `/{site}/visit` only with the host's own complex (`hostSiteId`), else 404. */
export async function visitBookingPage(db: Db, siteId: string | undefined, url: URL, hostSiteId: string) {
  if (siteId !== undefined && siteId !== hostSiteId) throw data(null, { status: 404 });
  const page = await bookingPageData(db, { date: url.searchParams.get("date"), slot: url.searchParams.get("slot") });
  return data(
    {
      siteId: siteId ?? null,
      texting: textingEnabled(),
      bookingNote: (await siteFactsOf(db)).bookingNote,
      parkingNote: await parkingNoteOf(db),
      ...page,
      // One key per rendered form: a double click or a resubmitted page books once.
      idempotencyKey: crypto.randomUUID(),
      campaign: campaignQueryOf(url),
      landing: campaignLandingOf(url),
    },
    { headers: NOT_CACHED },
  );
}

/** A booking post; a booked one goes to its change link's page, where a reload is a GET. */
export async function visitBookingAction(db: Db, request: Request, clientAddress: string, siteId: string) {
  const formData = await readFormData(request);
  const { result, status, values } = await handleBookingRequest(formData, clientAddress, bookingDeps(db, siteId));
  if (result.status === "booked") {
    return redirect(`${href("/Promotion/Visit/:token", { token: result.token })}?new=1`, {
      status: 303,
      headers: NOT_CACHED,
    });
  }
  return data({ result, values }, { status, headers: NOT_CACHED });
}

/** The booking the token opens, or a 404 (wrong token, too many wrong tokens, or a visit already begun). */
async function bookingFor(db: Db, token: string, clientAddress: string, now: Date) {
  const booking = await bookingOfToken(db, { token }, clientAddress, now);
  if (!booking) throw data(null, { status: 404, headers: NOT_CACHED_OR_INDEXED });
  return booking;
}

/** A booking's own page: its details, and while confirmed, the days and slots it can move to. */
export async function manageBookingPage(db: Db, token: string, url: URL, clientAddress: string) {
  const now = new Date();
  const booking = await bookingFor(db, token, clientAddress, now);
  const confirmed = booking.status === "confirmed";
  const { days, day, slots } = await bookingMoveChoices(db, booking, { date: url.searchParams.get("date") }, now);
  const done = url.searchParams.get("done");
  return data(
    {
      isNew: url.searchParams.get("new") === "1",
      done: done === "moved" || done === "cancelled" ? done : null,
      askCancel: confirmed && url.searchParams.get("cancel") === "1",
      texting: textingEnabled(),
      mapUrl: (await siteFactsOf(db)).mapUrl,
      parkingNote: await parkingNoteOf(db),
      changeUrl: `${getEnv().SITE_URL}${visitPage.path}/${token}`,
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

/** The visitor moves or cancels; a done change redirects, so a reload shows it instead of posting again. */
export async function manageBookingAction(db: Db, token: string, request: Request, clientAddress: string) {
  const now = new Date();
  const booking = await bookingFor(db, token, clientAddress, now);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const done = (query: string, anchor: string) =>
    redirect(`${visitPage.path}/${token}?${query}#${anchor}`, { status: 303, headers: NOT_CACHED_OR_INDEXED });
  if (intent === "cancel") {
    const result = await cancelOwnBooking(db, { booking, token }, now);
    if (result.status === "ok") return done("done=cancelled", VISIT_RESULT_ID);
    return data(
      { intent: "cancel" as const, message: bookingCopy.unavailable },
      { status: 409, headers: NOT_CACHED_OR_INDEXED },
    );
  }
  if (intent === "move") {
    const result = await moveOwnBooking(db, { booking, token, slot: formData.get("slot") }, now);
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

/** "예약 확인": asks for a code only when texts really go out. */
export const findBookingPage = () => data({ texting: textingEnabled() }, { headers: NOT_CACHED_OR_INDEXED });

/** "예약 확인": a code by text, then the booking's page (or the list when the number has several). */
export async function findBookingAction(db: Db, request: Request, clientAddress: string) {
  const answer = await handleLookupRequest(await readFormData(request), clientAddress, lookupDeps(db));
  const only = answer.step === "found" && answer.bookings.length === 1 ? answer.bookings[0] : undefined;
  if (only) throw redirect(`${visitPage.path}/${only.token}`, { headers: NOT_CACHED_OR_INDEXED });
  return data(answer, { status: answer.status, headers: NOT_CACHED_OR_INDEXED });
}
