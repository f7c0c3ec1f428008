import type { Kysely } from "kysely";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { Database } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";
import { postedText } from "#app/lib/posted-text.ts";
import { tryConsume } from "#app/lib/rate-limit.server.ts";
import { z } from "#app/lib/zod.ts";
import { bookingLookupCopy as copy } from "#app/modules/bookings/lookup-copy.ts";
import { HONEYPOT_FIELD } from "#app/modules/leads/lead-fields.ts";
import { VisitLeadSchema } from "#app/modules/leads/schema.ts";
import { sharedRateLimiter } from "#app/platform/access/rate-limit.server.ts";
import { getMessageRelay } from "#app/platform/messaging/relay.server.ts";
import { type FoundBooking, lookupPhoneKey, requestLookupCode, verifyLookupCode } from "./lookup.server.ts";
import { textingEnabled } from "./texting.server.ts";

/** The "예약 확인" posts: `send` (phone → texted code) and `verify` (code → change links). Never logs the number or code. */
export type LookupAnswer =
  | { step: "phone"; status: number; error: string; phone: string }
  | { step: "code"; status: number; phone: string; notice?: string; error?: string }
  | { step: "found"; status: 200; bookings: FoundBooking[] };

export type LookupDeps = {
  db: Kysely<Database>;
  /** Codes asked for, per client address and per phone (keyed hash); tries, per address. */
  limits: { sendPerAddress: RateLimiterAbstract; sendPerPhone: RateLimiterAbstract; verify: RateLimiterAbstract };
  now?: () => Date;
  onQueued?: () => void;
  /** Whether texts really go out; without, no code is asked for and nothing is stored. */
  texting: boolean;
};

const PhoneSchema = VisitLeadSchema.shape.phone;
const CodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

/** The app's own: its rate limits, relay and texting setting. */
export function lookupDeps(db: Kysely<Database>): LookupDeps {
  const limits = {
    sendPerAddress: sharedRateLimiter({ keyPrefix: "lookup-send", points: 5, durationSeconds: 600 }),
    sendPerPhone: sharedRateLimiter({ keyPrefix: "lookup-phone", points: 3, durationSeconds: 3600 }),
    verify: sharedRateLimiter({ keyPrefix: "lookup-verify", points: 20, durationSeconds: 600 }),
  };
  return { db, limits, onQueued: () => getMessageRelay().kick(), texting: textingEnabled() };
}

export async function handleLookupRequest(
  formData: FormData,
  clientAddress: string,
  deps: LookupDeps,
): Promise<LookupAnswer> {
  const intent = formData.get("intent");
  const typed = postedText(formData, "phone", 50);
  const phone = PhoneSchema.safeParse(typed);
  if (!phone.success) {
    const error = phone.error.issues.find((issue) => /[가-힣]/.test(issue.message))?.message ?? copy.failed;
    return { step: "phone", status: 400, error, phone: typed };
  }
  const now = deps.now?.() ?? new Date();
  try {
    if (intent === "verify") {
      const code = CodeSchema.safeParse(postedText(formData, "code", 20));
      if (!code.success) return { step: "code", status: 400, phone: phone.data, error: copy.codeInvalid };
      if (!(await tryConsume(deps.limits.verify, clientAddress))) {
        logger.warn("booking.lookup.rate_limited");
        return { step: "code", status: 429, phone: phone.data, error: copy.rateLimited };
      }
      const result = await verifyLookupCode(deps.db, phone.data, code.data, { now });
      logger.info({ status: result.status }, "booking.lookup.verify");
      switch (result.status) {
        case "found":
          return { step: "found", status: 200, bookings: result.bookings };
        case "wrong":
          return { step: "code", status: 400, phone: phone.data, error: copy.wrongCode(result.remaining) };
        case "expired":
          return { step: "code", status: 400, phone: phone.data, error: copy.expired };
        case "locked":
          return { step: "code", status: 400, phone: phone.data, error: copy.locked };
      }
    }
    if (intent !== "send") return { step: "phone", status: 400, error: copy.badRequest, phone: phone.data };
    if (!deps.texting) return { step: "phone", status: 503, error: copy.notTexting, phone: phone.data };
    const honeypot = formData.get(HONEYPOT_FIELD);
    if (typeof honeypot === "string" && honeypot.trim() !== "") {
      // A bot: the usual answer, nothing done.
      logger.warn("booking.lookup.rejected.honeypot");
      return { step: "code", status: 200, phone: phone.data, notice: copy.codeSent };
    }
    if (
      !(await tryConsume(deps.limits.sendPerAddress, clientAddress)) ||
      !(await tryConsume(deps.limits.sendPerPhone, lookupPhoneKey(phone.data)))
    ) {
      logger.warn("booking.lookup.rate_limited");
      return { step: "phone", status: 429, error: copy.rateLimited, phone: phone.data };
    }
    const { texted } = await requestLookupCode(deps.db, phone.data, { now });
    if (texted) deps.onQueued?.();
    logger.info("booking.lookup.code_requested");
    return { step: "code", status: 200, phone: phone.data, notice: copy.codeSent };
  } catch (error) {
    logger.error({ err: error }, "booking.lookup.failed");
    return intent === "verify"
      ? { step: "code", status: 503, phone: phone.data, error: copy.failed }
      : { step: "phone", status: 503, error: copy.failed, phone: phone.data };
  }
}
