import { href, Link } from "react-router";
import { formatKoreanDate } from "#app/lib/korea-time.ts";
import tableStyles from "#app/modules/board/components/board.module.css";
import { noticeCopy } from "#app/modules/board/copy.ts";
import { NOTICE_PAGE_SIZE } from "#app/modules/board/fields.ts";
import { NOTICE_CATEGORIES, NOTICE_CATEGORY_CODES, type NoticeCategory } from "#app/modules/board/notice-kinds.ts";
import type { PublicNotice } from "#app/modules/board/notices.server.ts";
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
        <div className={tableStyles.empty} role="status">
          <p className={tableStyles.emptyTitle}>{noticeCopy.empty.title}</p>
          <p className={tableStyles.emptyText}>{noticeCopy.empty.text}</p>
        </div>
      ) : (
        <table className={tableStyles.table}>
          <caption className="visually-hidden">{noticeCopy.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={tableStyles.colNumber}>
                {noticeCopy.columns.number}
              </th>
              <th scope="col" className={tableStyles.colTitle}>
                {noticeCopy.columns.title}
              </th>
              <th scope="col" className={tableStyles.colAuthor}>
                {noticeCopy.columns.category}
              </th>
              <th scope="col" className={tableStyles.colDate}>
                {noticeCopy.columns.date}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={item.id} className={`${tableStyles.row} ${item.pinned ? styles.pinnedRow : ""}`}>
                <td className={tableStyles.number}>
                  {item.pinned ? (
                    <span className={styles.pinned}>{noticeCopy.pinned}</span>
                  ) : (
                    total - (page - 1) * NOTICE_PAGE_SIZE - index
                  )}
                </td>
                <td className={tableStyles.title}>
                  <Link to={href("/:site/notice/:id", { site: item.siteId, id: item.id })} prefetch="intent">
                    {item.title}
                  </Link>
                </td>
                <td className={tableStyles.author}>{NOTICE_CATEGORIES[item.category]}</td>
                <td className={`${tableStyles.date} ${styles.lastMeta}`}>
                  <time dateTime={item.publishAt}>{formatKoreanDate(item.publishAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
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
