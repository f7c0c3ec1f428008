import { href, Link } from "react-router";
import { formatKoreanDate } from "#app/lib/korea-time.ts";
import tableStyles from "#app/modules/board/components/board.module.css";
import { NOTICE_PAGE_SIZE } from "#app/modules/board/fields.ts";
import { noticeCopy } from "#app/modules/board/notice-copy.ts";
import { NOTICE_CATEGORIES, NOTICE_CATEGORY_CODES, type NoticeCategory } from "#app/modules/board/notice-kinds.ts";
import type { PublicNotice } from "#app/modules/board/notices.server.ts";
import { type BoardColumn, BoardEmpty, BoardTable } from "./board-table.tsx";
import styles from "./notices.module.css";

export type NoticeListData = {
  siteId: string;
  category: NoticeCategory | null;
  page: number;
  pages: number;
  total: number;
  items: Omit<PublicNotice, "body">[];
};

function listHref(siteId: string, category: NoticeCategory | null, page = 1): string {
  const search = new URLSearchParams();
  if (category) search.set("category", category);
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return `${href("/:site/notice", { site: siteId })}${query ? `?${query}` : ""}`;
}

type Item = NoticeListData["items"][number];

/** Numbered down from the total; a pinned notice is marked 고정 instead. */
const columns = (top: number): BoardColumn<Item>[] => [
  {
    label: noticeCopy.columns.number,
    head: tableStyles.colNumber,
    cell: tableStyles.number,
    render: (item, index) => (item.pinned ? <span className={styles.pinned}>{noticeCopy.pinned}</span> : top - index),
  },
  {
    label: noticeCopy.columns.title,
    head: tableStyles.colTitle,
    cell: tableStyles.title,
    render: (item) => (
      <Link to={href("/:site/notice/:id", { site: item.siteId, id: item.id })} prefetch="intent">
        {item.title}
      </Link>
    ),
  },
  {
    label: noticeCopy.columns.category,
    head: tableStyles.colAuthor,
    cell: tableStyles.author,
    render: (item) => NOTICE_CATEGORIES[item.category],
  },
  {
    label: noticeCopy.columns.date,
    head: tableStyles.colDate,
    cell: `${tableStyles.date} ${styles.lastMeta}`,
    render: (item) => <time dateTime={item.publishAt}>{formatKoreanDate(item.publishAt)}</time>,
  },
];

/**
 * The public list: the category links, the notices (pinned first, numbered down from the total,
 * a pinned one marked 고정 instead), page links. Plain links: works the same without JavaScript.
 */
export function NoticeList({ list }: { list: NoticeListData }) {
  const { siteId, category, page, pages, total, items } = list;
  return (
    <div className={tableStyles.list}>
      <nav aria-label={noticeCopy.categoryFilter} className={styles.filter}>
        {[null, ...NOTICE_CATEGORY_CODES].map((code) => (
          <Link
            key={code ?? "all"}
            to={listHref(siteId, code)}
            className={styles.filterLink}
            aria-current={code === category ? "page" : undefined}
          >
            {code ? NOTICE_CATEGORIES[code] : noticeCopy.allCategories}
          </Link>
        ))}
      </nav>
      {items.length === 0 ? (
        <BoardEmpty words={noticeCopy.empty} />
      ) : (
        <BoardTable
          caption={noticeCopy.caption}
          columns={columns(total - (page - 1) * NOTICE_PAGE_SIZE)}
          rows={items}
          rowClass={(item) => `${tableStyles.row} ${item.pinned ? styles.pinnedRow : ""}`}
        />
      )}
      {pages > 1 && (
        <nav aria-label={noticeCopy.pages} className={styles.pager}>
          {page > 1 ? (
            <Link to={listHref(siteId, category, page - 1)} className={styles.pageLink} rel="prev">
              {noticeCopy.previous}
            </Link>
          ) : (
            <span />
          )}
          <span className={styles.pageOf}>{noticeCopy.pageOf(page, pages)}</span>
          {page < pages ? (
            <Link to={listHref(siteId, category, page + 1)} className={styles.pageLink} rel="next">
              {noticeCopy.next}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
