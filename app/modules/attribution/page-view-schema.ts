import { z } from "#app/lib/zod.ts";
import { ATTRIBUTION_MAX, RAW_SOURCE_MAX } from "./attribution.ts";

/** The beacon's body (form-encoded): the page's path, the visit's landing and referrer, "1" on its first page. */
export const PageViewSchema = z
  .object({
    p: z
      .string()
      .min(1)
      .max(ATTRIBUTION_MAX.landingPath)
      .regex(/^\/[^\s\\]*$/),
    l: z.string().max(RAW_SOURCE_MAX).optional(),
    r: z.string().max(RAW_SOURCE_MAX).optional(),
    v: z.enum(["0", "1"]).optional(),
  })
  .strict();

/** Longest beacon body read: four short fields. The gate refuses larger ones (server/request-limits.ts). */
export const PAGE_VIEW_BODY_MAX = 4 * 1024;
