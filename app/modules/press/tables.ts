/** The press feature's table (see app/db/schema.ts for the rule). */
declare module "#app/db/schema.ts" {
  interface Database {
    press: PressTable;
  }
}

export type PressTable = {
  id: string;
  site_id: string;
  title: string;
  summary: string;
  content: string;
  created_at: string;
  updated_at: string;
  views: number;
};
