import { z } from "zod";
import { site } from "#app/content/site.ts";

/** The only reader of process.env. Validated once; the browser gets `publicEnv` only. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_URL: z
    .url()
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  DATABASE_URL: z.string().min(1).default("file:./data/app.db"),
  SALES_PHONE: z
    .string()
    .regex(/^[0-9-]{7,15}$/, "SALES_PHONE must look like 1661-0000")
    .default(site.defaultSalesPhone),
  DEFAULT_SITE_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default(site.id),
  AUTH_SECRET: z.string().min(32).optional(),
  LEAD_WEBHOOK_URL: z.url().optional(),
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).default(365),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

export function getEnv(): Env {
  if (!cached) {
    const parsed = EnvSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
    }
    cached = parsed.data;
  }
  return cached;
}

export type PublicEnv = { siteUrl: string; salesPhone: string; defaultSiteId: string };

export function getPublicEnv(): PublicEnv {
  const env = getEnv();
  return { siteUrl: env.SITE_URL, salesPhone: env.SALES_PHONE, defaultSiteId: env.DEFAULT_SITE_ID };
}
