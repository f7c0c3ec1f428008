import type { SiteStatus } from "./site.ts";

declare module "#app/db/schema.ts" {
  interface Database {
    sites: SiteTable;
    site_hosts: SiteHostTable;
  }
}

export type SiteTable = {
  id: string;
  name: string;
  builder: string;
  status: SiteStatus;
  created_at: string;
  updated_at: string;
};

/** A host name (lower case, no port) a complex answers on: each host belongs to one complex. */
export type SiteHostTable = {
  host: string;
  site_id: string;
  created_at: string;
};
