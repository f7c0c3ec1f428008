import { href } from "react-router";
import { noticeAdminCopy, pressAdminCopy } from "./admin-copy.ts";
import { NOTICE_ID, NOTICES_AREA, PRESS_AREA, PRESS_ARTICLE_ID } from "./fields.ts";
import { noticeCopy } from "./notice-copy.ts";
import { pressCopy } from "./press-copy.ts";

/**
 * The two kinds of the board. Press publishes on save and counts views; notices keep drafts,
 * schedules, attachments, a category and pinning. Everything written once for both (the lists,
 * the admin list, the article page's data, the sitemap) reads the differences from here.
 */
export type BoardKind = {
  name: "press" | "notices";
  table: "press" | "notices";
  area: string;
  idPattern: RegExp;
  listPath: (siteId: string) => string;
  articlePath: (siteId: string, id: string) => string;
  adminListPath: string;
  adminItemPath: (id: string) => string;
  /** The admin route whose write right lets a role edit (links and buttons into the editor). */
  editorRoute: "/admin/press/:id" | "/admin/notices/:id";
  copy: typeof pressCopy | typeof noticeCopy;
  adminCopy: typeof pressAdminCopy | typeof noticeAdminCopy;
  capabilities: {
    drafts: boolean;
    schedule: boolean;
    attachments: boolean;
    category: boolean;
    pinning: boolean;
    views: boolean;
  };
};

export const PRESS = {
  name: "press",
  table: "press",
  area: PRESS_AREA,
  idPattern: PRESS_ARTICLE_ID,
  listPath: (site) => href("/:site/press", { site }),
  articlePath: (site, id) => href("/:site/press/:id", { site, id }),
  adminListPath: href("/admin/press"),
  adminItemPath: (id) => href("/admin/press/:id", { id }),
  editorRoute: "/admin/press/:id",
  copy: pressCopy,
  adminCopy: pressAdminCopy,
  capabilities: { drafts: false, schedule: false, attachments: false, category: false, pinning: false, views: true },
} as const satisfies BoardKind;

export const NOTICES = {
  name: "notices",
  table: "notices",
  area: NOTICES_AREA,
  idPattern: NOTICE_ID,
  listPath: (site) => href("/:site/notice", { site }),
  articlePath: (site, id) => href("/:site/notice/:id", { site, id }),
  adminListPath: href("/admin/notices"),
  adminItemPath: (id) => href("/admin/notices/:id", { id }),
  editorRoute: "/admin/notices/:id",
  copy: noticeCopy,
  adminCopy: noticeAdminCopy,
  capabilities: { drafts: true, schedule: true, attachments: true, category: true, pinning: true, views: false },
} as const satisfies BoardKind;

export const BOARD_KINDS = [PRESS, NOTICES] as const;
