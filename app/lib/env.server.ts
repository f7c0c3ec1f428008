import { isIP } from "node:net";
import { z } from "zod";
import { site } from "#app/content/site.ts";
import { normalizeKoreanPhone } from "./phone.ts";
import { SITE_ID_PATTERN } from "./site-id.ts";

/** The only reader of process.env. Validated once; the browser gets `publicEnv` only. */

/** The access log is kept at least this long (AUDIT_RETENTION_DAYS may only lengthen it). */
export const AUDIT_RETENTION_MIN_DAYS = 365;

const optionalText = z
  .string()
  .optional()
  .or(z.literal("").transform(() => undefined));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Unset: this server's own address, http://localhost:PORT (see the transform below). */
  SITE_URL: z
    .url()
    .optional()
    .transform((url) => url?.replace(/\/+$/, "")),
  /**
   * Further origins the site answers on (another domain, the load balancer's name), comma-separated:
   * posts naming them in `Origin` are accepted, as posts from SITE_URL are.
   */
  ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const part of value.split(",")) {
        const text = part.trim().replace(/\/+$/, "");
        if (!text) continue;
        const origin = URL.canParse(text) ? new URL(text).origin : null;
        if (origin !== text || !/^https?:\/\//.test(text)) {
          ctx.issues.push({ code: "custom", input: value, message: `ALLOWED_ORIGINS: "${text}" is not an origin` });
          return z.NEVER;
        }
        origins.push(origin);
      }
      return origins;
    }),
  DATABASE_URL: z.string().min(1).default("file:./data/app.db"),
  SALES_PHONE: z
    .string()
    .regex(/^[0-9-]{7,15}$/, "SALES_PHONE must look like 1661-0000")
    .default(site.defaultSalesPhone),
  DEFAULT_SITE_ID: z.string().regex(SITE_ID_PATTERN).default(site.id),
  AUTH_SECRET: z
    .string()
    .min(32)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LEAD_WEBHOOK_URL: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Signs each forwarded lead (HMAC-SHA256 of the body in `X-Lead-Signature`) when set. */
  LEAD_WEBHOOK_SECRET: z
    .string()
    .min(16)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Forwarding attempts per lead before its delivery is marked dead (kept for the operator). */
  LEAD_WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  /** Delay before the second attempt; each further one doubles it (jittered 50–100 %). Fractions allowed. */
  LEAD_WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().positive().default(30),
  /** The longest delay between two attempts (6 hours). */
  LEAD_WEBHOOK_RETRY_MAX_SECONDS: z.coerce.number().positive().default(21_600),
  /** One attempt is abandoned (and retried later) when the target has not answered by then. */
  LEAD_WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(10),
  /** How often each instance looks for deliveries due (a new lead is sent at once anyway). */
  LEAD_WEBHOOK_POLL_SECONDS: z.coerce.number().positive().default(15),
  /**
   * Rendered press and customer pages kept in memory for signed-out visitors, per instance
   * (server/page-cache.ts): how long another instance's change can stay unseen here. 0 turns it off.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  /** Press page views are counted in memory and written this often (and at shutdown). */
  PRESS_VIEWS_FLUSH_SECONDS: z.coerce.number().positive().max(300).default(5),
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).default(365),
  /** The access log (who saw or exported whom) is kept at least a year, even after its leads are purged. */
  AUDIT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(AUDIT_RETENTION_MIN_DAYS, {
      message: `AUDIT_RETENTION_DAYS: 열람 기록은 최소 ${AUDIT_RETENTION_MIN_DAYS}일 보관합니다 (at least ${AUDIT_RETENTION_MIN_DAYS} days)`,
    })
    .default(AUDIT_RETENTION_MIN_DAYS),
  /**
   * An uploaded file no feature names (not in a draft, a published page or a restorable revision)
   * is deleted once it is this many days old (or this long since an editor last chose it).
   */
  UPLOAD_ORPHAN_DAYS: z.coerce.number().int().min(1).default(7),
  /** Lead submissions allowed per client address per window (held in the database). */
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  LEAD_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** Page-view beacons allowed per client address per window (held in each instance's memory). */
  VIEW_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  VIEW_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Admin sign-in attempts per client address per 15 minutes (and 8 per account from one address). */
  ADMIN_LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /**
   * Two-factor sign-in for staff: `managers` requires it of owners and managers (others may turn it
   * on), `all` of everyone who sees personal data (owner, manager, counsellor), `off` of no one
   * (local development and automated checks only; a warning is logged at every start).
   */
  ADMIN_2FA: z.enum(["managers", "all", "off"]).default("managers"),
  /** Admin sessions end after this many hours without a request (each request extends them). */
  ADMIN_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(8),
  /** Only for `npm run admin -- create`: the password, instead of the prompt. */
  ADMIN_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Text messages: `log` stores them and shows them as not sent; `solapi` sends them through SOLAPI. */
  SMS_PROVIDER: z.enum(["log", "solapi"]).default("log"),
  SOLAPI_API_KEY: optionalText,
  SOLAPI_API_SECRET: optionalText,
  SOLAPI_BASE_URL: z
    .url()
    .default("https://api.solapi.com")
    .transform((url) => url.replace(/\/+$/, "")),
  /** The sender number registered with SOLAPI (발신번호). */
  SMS_SENDER: z
    .string()
    .regex(/^[0-9-]{8,15}$/, "SMS_SENDER must be a phone number like 1661-0000")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The sales team's numbers, comma-separated: a short alert (no visitor data) on each lead and booking. */
  STAFF_ALERT_PHONES: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const phones = value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean);
      const normalized = phones.map((phone) => normalizeKoreanPhone(phone));
      if (normalized.some((phone) => !phone)) {
        ctx.issues.push({
          code: "custom",
          input: value,
          message: "STAFF_ALERT_PHONES: Korean phone numbers, comma-separated",
        });
        return z.NEVER;
      }
      return [...new Set(normalized as string[])];
    }),
  /**
   * The free 080 number advertising texts end with ("무료수신거부 080-…"), whose replies staff enter on
   * a lead's page (app/modules/consent). Unset: the texts carry only the one-tap opt-out link.
   */
  OPT_OUT_080_NUMBER: z
    .string()
    .regex(/^080-?\d{3,4}-?\d{4}$/, "OPT_OUT_080_NUMBER must be an 080 number like 080-123-4567")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * 알림톡 for the booking texts: the Kakao channel id (pfId) and one approved template id per text
   * (app/modules/messages/alimtalk.server.ts). SOLAPI_KAKAO_PF_ID and SOLAPI_KAKAO_TEMPLATES
   * (`kind=templateId` pairs, e.g. booking.confirmation=KA01TP…) are older names for the same.
   */
  KAKAO_PF_ID: optionalText,
  KAKAO_TEMPLATE_BOOKING_CONFIRMATION: optionalText,
  KAKAO_TEMPLATE_BOOKING_CHANGE: optionalText,
  KAKAO_TEMPLATE_BOOKING_CANCEL: optionalText,
  KAKAO_TEMPLATE_BOOKING_REMINDER: optionalText,
  SOLAPI_KAKAO_PF_ID: optionalText,
  SOLAPI_KAKAO_TEMPLATES: z
    .string()
    .default("")
    .transform((value) =>
      Object.fromEntries(
        value
          .split(",")
          .map((pair) => pair.split("=").map((part) => part.trim()))
          .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1])),
      ),
    ),
  /** When the day-before reminder goes out, Korea time (HH:MM). */
  BOOKING_REMINDER_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "BOOKING_REMINDER_TIME must be HH:MM")
    .default("10:00"),
  MESSAGE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  MESSAGE_RETRY_BASE_SECONDS: z.coerce.number().positive().default(30),
  MESSAGE_RETRY_MAX_SECONDS: z.coerce.number().positive().default(3600),
  MESSAGE_POLL_SECONDS: z.coerce.number().positive().default(10),
  /** Texts handed to SOLAPI per request; its documented ceiling is 10,000 (SOLAPI_MAX_BATCH). */
  MESSAGE_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(200),
  /** The least time between two send requests of one instance to SOLAPI (the rate limit); 0: none. */
  MESSAGE_REQUEST_INTERVAL_SECONDS: z.coerce.number().min(0).max(60).default(1),
  /** How often each instance asks SOLAPI for the delivery reports of sent texts (성공/실패). */
  DELIVERY_POLL_SECONDS: z.coerce.number().positive().default(60),
  /** A campaign to more recipients than this needs a second person's approval (owner or another manager). */
  CAMPAIGN_APPROVAL_THRESHOLD: z.coerce.number().int().min(0).default(1000),
  /** How often each instance runs a round of the running campaigns (start, batch, pause, finish). */
  CAMPAIGN_POLL_SECONDS: z.coerce.number().positive().default(10),
  /** How many recipients a campaign hands to the text outbox per round (every CAMPAIGN_POLL_SECONDS). */
  CAMPAIGN_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
  /** How long a send to SOLAPI may take; beyond it the outcome is unknown and is looked up before a resend. */
  SOLAPI_TIMEOUT_SECONDS: z.coerce.number().positive().max(120).default(10),
  /**
   * Whose `X-Forwarded-For` is believed (Express's `trust proxy`): the number of proxies in front
   * of this server, or their addresses and CIDR ranges. Never "everyone": the leftmost address is
   * the client's own writing, and one client passed every per-address limit with it.
   */
  TRUST_PROXY: z.string().default("false").transform(parseTrustProxy),
});

/** Express's names for address ranges, accepted as they are. */
const NAMED_RANGES = ["loopback", "linklocal", "uniquelocal"];

/**
 * TRUST_PROXY → a hop count (`false`/empty 0, `true` 1, a number) or a list of proxy addresses
 * (`10.0.0.5, 10.1.0.0/16, loopback`).
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): number | string[] {
  const text = value.trim().toLowerCase();
  if (text === "" || text === "false") return 0;
  if (text === "true") return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= 10) return hops;
  } else {
    const parts = text
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts.length > 0 && parts.every(isProxyAddress)) return parts;
  }
  ctx.issues.push({
    code: "custom",
    input: value,
    message: "TRUST_PROXY: a number of proxies (0–10, true = 1) or their addresses/CIDR ranges, comma-separated",
  });
  return z.NEVER;
}

function isProxyAddress(part: string): boolean {
  if (NAMED_RANGES.includes(part)) return true;
  const [address = "", prefix, ...rest] = part.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** With SOLAPI the key, the secret and the registered sender must all be set. */
const CheckedEnvSchema = EnvSchema.superRefine((env, ctx) => {
  if (env.SMS_PROVIDER !== "solapi") return;
  for (const name of ["SOLAPI_API_KEY", "SOLAPI_API_SECRET", "SMS_SENDER"] as const) {
    if (!env[name])
      ctx.issues.push({
        code: "custom",
        input: undefined,
        path: [name],
        message: `${name} is required with SMS_PROVIDER=solapi`,
      });
  }
}).transform((env) => ({ ...env, SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}` }));

export type Env = z.infer<typeof CheckedEnvSchema>;

let cached: Env | undefined;

export function getEnv(): Env {
  if (!cached) {
    const parsed = CheckedEnvSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
    }
    cached = parsed.data;
  }
  return cached;
}

export type PublicEnv = {
  siteUrl: string;
  defaultSiteId: string;
  /** Shown in the consent notice and the privacy policy. */
  leadRetentionDays: number;
};

export function getPublicEnv(): PublicEnv {
  const env = getEnv();
  return {
    siteUrl: env.SITE_URL,
    defaultSiteId: env.DEFAULT_SITE_ID,
    leadRetentionDays: env.LEAD_RETENTION_DAYS,
  };
}
