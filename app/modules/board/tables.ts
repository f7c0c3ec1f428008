import type { ColumnType } from "kysely";
import type { NoticeCategory, NoticeState } from "./notice-kinds.ts";

/** The board's tables (see app/db/schema.ts for the rule). */
declare module "#app/db/schema.ts" {
  interface Database {
    press: PressTable;
    notices: NoticesTable;
    notice_revisions: NoticeRevisionsTable;
  }
}

/** A notice: its draft (title … pinned) and, once published, the copy the public reads (published_*). */
export type NoticesTable = {
  id: string;
  site_id: string;
  title: string;
  body: string;
  category: NoticeCategory;
  pinned: number;
  state: NoticeState;
  published_title: string | null;
  published_body: string | null;
  published_category: NoticeCategory | null;
  published_pinned: number;
  /** JSON list of the draft's attachments ({ fileId, alt }[], uploaded_files ids in order). */
  attachments: JsonListColumn;
  published_attachments: JsonListColumn;
  /** UTC ISO: shown from (null until first published). */
  publish_at: string | null;
  /** UTC ISO: hidden from (null: shown until taken down). */
  hide_at: string | null;
  /** The newest revision's number (0: never published). */
  revision: number;
  created_at: string;
  updated_at: string;
};

/** One publish of a notice: what was published, when and by whom (the newest 50 kept per notice). */
export type NoticeRevisionsTable = {
  id: string;
  notice_id: string;
  number: number;
  title: string;
  body: string;
  category: NoticeCategory;
  pinned: number;
  publish_at: string | null;
  hide_at: string | null;
  attachments: JsonListColumn;
  author_email: string | null;
  created_at: string;
};

type JsonListColumn = ColumnType<string, string | undefined, string>;

/** A press article: published as saved; `views` grows in batches (press-views.server.ts). */
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
