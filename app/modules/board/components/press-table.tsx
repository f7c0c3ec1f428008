import { useEffect, useState } from "react";
import { href, Link, useFetcher } from "react-router";
import { formatKoreanDate } from "#app/lib/korea-time.ts";
import type { PressSummary } from "#app/modules/board/press.server.ts";
import { pressCopy } from "#app/modules/board/press-copy.ts";
import { rowNumber } from "#app/modules/board/press-text.ts";
import styles from "./board.module.css";
import { type BoardColumn, BoardEmpty, BoardTable } from "./board-table.tsx";

const EMPTY_ICON = (
  <svg className={styles.emptyIcon} viewBox="0 0 48 48" aria-hidden="true">
    <rect x="9" y="6" width="30" height="36" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M16 16h16M16 23h16M16 30h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** Numbers count down from the number of rows loaded; the author is always the administrator label. */
const columns = (loaded: number, listPath: string): BoardColumn<PressSummary>[] => [
  {
    label: pressCopy.columns.number,
    head: styles.colNumber,
    cell: styles.number,
    render: (_, index) => rowNumber(loaded, index),
  },
  {
    label: pressCopy.columns.title,
    head: styles.colTitle,
    cell: styles.title,
    render: (item) => (
      <Link to={`${listPath}/${item.id}`} prefetch="intent">
        {item.title}
      </Link>
    ),
  },
  { label: pressCopy.columns.author, head: styles.colAuthor, cell: styles.author, render: () => pressCopy.author },
  {
    label: pressCopy.columns.date,
    head: styles.colDate,
    cell: styles.date,
    render: (item) => <time dateTime={item.createdAt}>{formatKoreanDate(item.createdAt)}</time>,
  },
  {
    label: pressCopy.columns.views,
    head: styles.colViews,
    cell: styles.views,
    render: (item) => (
      <>
        <span className={styles.viewsLabel}>{pressCopy.views} </span>
        {item.views.toLocaleString("ko-KR")}
      </>
    ),
  },
];

export type PressListPage = {
  siteId: string;
  /** The cursor this page was read after (null: the first page). */
  cursor: string | null;
  items: PressSummary[];
  nextCursor: string | null;
};

type Props = { first: PressListPage };

/**
 * SPEC §2/§4: rows accumulate as More loads the next page (a GET form: without JavaScript it opens
 * `?cursor=…`). Mount with `key={siteId}` so another site starts from its first page.
 */
export function PressTable({ first }: Props) {
  const fetcher = useFetcher<PressListPage>();
  const [pages, setPages] = useState<PressListPage[]>([first]);
  // The loader ran again (an article was posted, a sign-in): back to its first page.
  const [shown, setShown] = useState(first);
  if (shown !== first) {
    setShown(first);
    setPages([first]);
  }

  useEffect(() => {
    const next = fetcher.data;
    if (!next) return;
    setPages((current) => {
      const last = current.at(-1);
      if (!last || next.siteId !== last.siteId || next.cursor !== last.nextCursor) return current;
      return [...current, next];
    });
  }, [fetcher.data]);

  const items = pages.flatMap((page) => page.items);
  const nextCursor = pages.at(-1)?.nextCursor ?? null;
  const listPath = href("/:site/press", { site: first.siteId });
  const loading = fetcher.state !== "idle";

  const firstPageLink = first.cursor && (
    <Link className={styles.textLink} to={listPath}>
      {pressCopy.firstPage}
    </Link>
  );
  if (items.length === 0) {
    return (
      <BoardEmpty words={pressCopy.empty} icon={EMPTY_ICON}>
        {firstPageLink}
      </BoardEmpty>
    );
  }

  return (
    <div className={styles.list}>
      <BoardTable caption={pressCopy.caption} columns={columns(items.length, listPath)} rows={items} />

      <div className={styles.listFooter}>
        {nextCursor && (
          <fetcher.Form method="get" action={listPath} preventScrollReset className={styles.moreForm}>
            <input type="hidden" name="cursor" value={nextCursor} />
            <button type="submit" className={styles.more} disabled={loading} aria-busy={loading || undefined}>
              {loading ? pressCopy.loadingMore : pressCopy.more}
              <svg viewBox="0 0 16 16" aria-hidden="true" className={styles.moreIcon}>
                <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            </button>
          </fetcher.Form>
        )}
        {firstPageLink}
      </div>
    </div>
  );
}
