import type { BoardKind } from "./kinds.ts";
import type { NoticeCategory, NoticeState } from "./notice-kinds.ts";

/** One row of an admin list; press fills the date and views, notices the rest. */
export type AdminBoardRow = {
  id: string;
  title: string;
  /** The public page, when the public can see it. */
  publicPath: string | null;
  createdAt?: string;
  views?: number;
  category?: NoticeCategory;
  state?: NoticeState;
  pinned?: boolean;
  publishAt?: string | null;
  hideAt?: string | null;
  changed?: boolean;
};

export type AdminBoardList = {
  kind: BoardKind["name"];
  mayEdit: boolean;
  doneMessage: string | undefined;
  rows: AdminBoardRow[];
  pager: {
    label: string;
    previous: string | null;
    next: string | null;
    status?: string;
    previousLabel?: string;
    nextLabel?: string;
  };
  /** `?new` on the notices list: the new notice's form instead of the list. */
  creating: boolean;
};
