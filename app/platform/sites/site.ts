import type { ColumnType } from "kysely";
import { createContext, type RouterContextProvider } from "react-router";

/** A complex the deployment serves; `preparing` answers a notice until its pages exist, `closed` keeps the data. */
export const SITE_STATUSES = ["preparing", "live", "closed"] as const;
export type SiteStatus = (typeof SITE_STATUSES)[number];

export const SITE_STATUS_LABELS: Record<SiteStatus, string> = {
  preparing: "준비 중",
  live: "운영 중",
  closed: "분양 종료",
};

export function isSiteStatus(value: unknown): value is SiteStatus {
  return typeof value === "string" && (SITE_STATUSES as readonly string[]).includes(value);
}

/**
 * The `site_id` of a complex-owned row (app/platform/sites/scope.server.ts): written by the complex's
 * scoped handle, or given by a job that works across complexes, else the first complex's (the
 * column's default); never updated.
 */
export type SiteIdColumn = ColumnType<string, string | undefined, never>;

export type Site = { id: string; name: string; builder: string; status: SiteStatus };

/** The complex this request's host belongs to, set by the server before any loader runs. */
export const siteContext = createContext<Site | null>(null);

export type ContextReader = Pick<RouterContextProvider, "get">;

export const PREPARING_SITE_MESSAGE = (name: string) =>
  `${name} 홈페이지를 준비하고 있습니다. 곧 문을 엽니다. 잠시 후 다시 방문해 주세요.`;
export const CLOSED_SITE_MESSAGE = (name: string) =>
  `${name}의 분양이 종료되어 홈페이지 운영을 마쳤습니다. 그동안 관심 가져 주셔서 감사합니다.`;
export const UNKNOWN_HOST_MESSAGE = "요청하신 주소의 홈페이지를 찾을 수 없습니다. 주소를 다시 확인해 주세요.";
