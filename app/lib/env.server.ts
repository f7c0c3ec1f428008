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
  SITE_URL: z
    .url()
    .optional()
    .transform((url) => url?.replace(/\/+$/, "")),
  /** More origins the site answers on, comma-separated; posts from them are accepted. */
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
  LEAD_WEBHOOK_SECRET: z
    .string()
    .min(16)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LEAD_WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  /** Doubled for each further attempt (jittered 50–100 %). */
  LEAD_WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().positive().default(30),
  LEAD_WEBHOOK_RETRY_MAX_SECONDS: z.coerce.number().positive().default(21_600),
  LEAD_WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(10),
  LEAD_WEBHOOK_POLL_SECONDS: z.coerce.number().positive().default(15),
  /** How long another instance's change can stay unseen in this one's page cache; 0 turns it off. */
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  PRESS_VIEWS_FLUSH_SECONDS: z.coerce.number().positive().max(300).default(5),
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).default(365),
  AUDIT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(AUDIT_RETENTION_MIN_DAYS, {
      message: `AUDIT_RETENTION_DAYS: 열람 기록은 최소 ${AUDIT_RETENTION_MIN_DAYS}일 보관합니다 (at least ${AUDIT_RETENTION_MIN_DAYS} days)`,
    })
    .default(AUDIT_RETENTION_MIN_DAYS),
  /** Age at which an upload no draft, page or restorable revision names is deleted. */
  UPLOAD_ORPHAN_DAYS: z.coerce.number().int().min(1).default(30),
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  LEAD_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  VIEW_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  VIEW_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  ADMIN_LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Staff two-factor: `managers` (owners, managers), `all` who see personal data, `off` (development only). */
  ADMIN_2FA: z.enum(["managers", "all", "off"]).default("managers"),
  ADMIN_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(8),
  ADMIN_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SMS_PROVIDER: z.enum(["log", "solapi"]).default("log"),
  SOLAPI_API_KEY: optionalText,
  SOLAPI_API_SECRET: optionalText,
  SOLAPI_BASE_URL: z
    .url()
    .default("https://api.solapi.com")
    .transform((url) => url.replace(/\/+$/, "")),
  SMS_SENDER: z
    .string()
    .regex(/^[0-9-]{8,15}$/, "SMS_SENDER must be a phone number like 1661-0000")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The sales team's numbers: a short alert without visitor data on each lead and booking. */
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
  /** The free 080 opt-out number advertising texts end with; unset, they carry only the opt-out link. */
  OPT_OUT_080_NUMBER: z
    .string()
    .regex(/^080-?\d{3,4}-?\d{4}$/, "OPT_OUT_080_NUMBER must be an 080 number like 080-123-4567")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** 알림톡: the Kakao channel id and one approved template per text; SOLAPI_KAKAO_* are older names. */
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
  BOOKING_REMINDER_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "BOOKING_REMINDER_TIME must be HH:MM")
    .default("10:00"),
  MESSAGE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  MESSAGE_RETRY_BASE_SECONDS: z.coerce.number().positive().default(30),
  MESSAGE_RETRY_MAX_SECONDS: z.coerce.number().positive().default(3600),
  MESSAGE_POLL_SECONDS: z.coerce.number().positive().default(10),
  MESSAGE_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(200),
  MESSAGE_REQUEST_INTERVAL_SECONDS: z.coerce.number().min(0).max(60).default(1),
  DELIVERY_POLL_SECONDS: z.coerce.number().positive().default(60),
  CAMPAIGN_APPROVAL_THRESHOLD: z.coerce.number().int().min(0).default(1000),
  CAMPAIGN_POLL_SECONDS: z.coerce.number().positive().default(10),
  CAMPAIGN_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
  /** Beyond this a send's outcome is unknown and is looked up before any resend. */
  SOLAPI_TIMEOUT_SECONDS: z.coerce.number().positive().max(120).default(10),
  /** Proxies whose `X-Forwarded-For` is believed; never everyone, as the leftmost address is the client's own writing. */
  TRUST_PROXY: z.string().default("false").transform(parseTrustProxy),
});

const NAMED_RANGES = ["loopback", "linklocal", "uniquelocal"];

/** TRUST_PROXY → a hop count (`false`/empty 0, `true` 1, a number) or a list of addresses and ranges. */
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
