import { href, Link } from "react-router";
import { formatKoreanDate } from "#app/lib/korea-time.ts";
import { pressAdminCopy } from "#app/modules/board/admin-copy.ts";
import { pressListOf } from "#app/modules/board/press-pages.server.ts";
import { ADMIN_ACCESS } from "#app/modules/index.ts";
import { adminContext } from "#app/platform/access/context.ts";
import { mayUse } from "#app/platform/access/middleware.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Pager } from "#app/platform/admin-ui/blocks.tsx";
import { DeleteForm } from "#app/platform/admin-ui/delete-with-confirmation.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-press";

const PAGE_SIZE = 20;

/**
 * Every site's articles, newest first, 20 at a time by cursor. A role that may not edit (a
 * marketer, a counsellor) reads the list without the links and buttons into the editor.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const mayEdit = mayUse(ADMIN_ACCESS, "/admin/press/:id", context.get(adminContext).role, "write");
  const cursor = url.searchParams.get("cursor") || null;
  const page = await pressListOf({ cursor, limit: PAGE_SIZE });
  return { items: page.items, nextCursor: page.nextCursor, cursor, done: url.searchParams.get("done"), mayEdit };
}

export const meta: Route.MetaFunction = () => adminMeta(pressAdminCopy.title);

const doneMessages: Record<string, string> = {
  created: pressAdminCopy.created,
  updated: pressAdminCopy.updated,
  deleted: pressAdminCopy.deleted,
};

export default function AdminPress({ loaderData }: Route.ComponentProps) {
  const { items, nextCursor, cursor, done, mayEdit } = loaderData;
  const copy = pressAdminCopy;
  const doneMessage = done ? doneMessages[done] : undefined;
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{copy.title}</h1>
        {mayEdit && (
          <Link to={href("/admin/press/new")} className={styles.buttonPrimary}>
            {copy.create}
          </Link>
        )}
      </div>
      {doneMessage && (
        <p className={styles.success} role="status">
          {doneMessage}
        </p>
      )}
      {items.length === 0 ? (
        <p className={`${styles.card} ${styles.empty}`}>{copy.empty}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{copy.columns.site}</th>
                <th scope="col">{copy.columns.title}</th>
                <th scope="col">{copy.columns.date}</th>
                <th scope="col" className={styles.numeric}>
                  {copy.columns.views}
                </th>
                <th scope="col">{copy.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td data-label={copy.columns.site} className={styles.code}>
                    {item.siteId}
                  </td>
                  <td data-label={copy.columns.title}>
                    {mayEdit ? (
                      <Link to={href("/admin/press/:id", { id: item.id })} className={styles.link}>
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                  </td>
                  <td data-label={copy.columns.date} className={styles.nowrap}>
                    {formatKoreanDate(item.createdAt)}
                  </td>
                  <td data-label={copy.columns.views} className={styles.numeric}>
                    {item.views.toLocaleString("ko-KR")}
                  </td>
                  <td data-label={copy.columns.actions}>
                    <div className={styles.rowActions}>
                      {mayEdit && (
                        <Link
                          to={href("/admin/press/:id", { id: item.id })}
                          className={`${styles.button} ${styles.small}`}
                        >
                          {copy.edit}
                        </Link>
                      )}
                      <a
                        href={href("/:site/press/:id", { site: item.siteId, id: item.id })}
                        target="_blank"
                        rel="noopener"
                        className={`${styles.button} ${styles.small}`}
                      >
                        {copy.view}
                      </a>
                      {mayEdit && (
                        <DeleteForm
                          action={href("/admin/press/:id", { id: item.id })}
                          title={item.title}
                          copy={pressAdminCopy}
                          small
                        />
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        label="보도자료 목록 페이지"
        previous={cursor ? href("/admin/press") : null}
        next={nextCursor ? `?cursor=${encodeURIComponent(nextCursor)}` : null}
        previousLabel={copy.firstPage}
        nextLabel={copy.nextPage}
      />
    </div>
  );
}
