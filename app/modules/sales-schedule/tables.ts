/** The sales schedule's tables (see app/db/schema.ts for the rule). */
declare module "#app/db/schema.ts" {
  interface Database {
    sales_schedule: SalesScheduleTable;
    sales_schedule_revisions: SalesScheduleRevisionsTable;
  }
}

/** The schedule, edited and published as a whole: one row ("main"); rows as JSON (ScheduleRow[]). */
export type SalesScheduleTable = {
  id: string;
  draft_rows: string;
  /** null: never published (the page shows what it showed before the schedule existed). */
  published_rows: string | null;
  revision: number;
  published_at: string | null;
  updated_at: string;
};

/** One publish of the schedule (the newest 50 kept). */
export type SalesScheduleRevisionsTable = {
  number: number;
  rows: string;
  author_email: string | null;
  created_at: string;
};
