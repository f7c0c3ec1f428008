import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { noticeCopy } from "#app/modules/notices/copy.ts";
import { NOTICE_CATEGORIES, type NoticeCategory } from "#app/modules/notices/kinds.ts";
import articleStyles from "#app/modules/press/components/press-article.module.css";
import { NoticeBody } from "./notice-body.tsx";
import styles from "./notices.module.css";

export type NoticeArticleData = {
  title: string;
  body: string;
  category: NoticeCategory;
  pinned: boolean;
  /** UTC ISO; null in a preview of a notice never published. */
  publishAt: string | null;
};

/** A notice as the public page shows it (the preview shows the draft through the same component). */
export function NoticeArticle({ notice }: { notice: NoticeArticleData }) {
  return (
    <article className={articleStyles.article} aria-label={notice.title}>
      <dl className={articleStyles.meta}>
        <div className={articleStyles.metaItem}>
          <dt>{noticeCopy.category}</dt>
          <dd>
            <span className={styles.category}>{NOTICE_CATEGORIES[notice.category]}</span>
            {notice.pinned && <span className={styles.pinned}>{noticeCopy.pinned}</span>}
          </dd>
        </div>
        {notice.publishAt && (
          <div className={articleStyles.metaItem}>
            <dt>{noticeCopy.date}</dt>
            <dd>
              <time dateTime={notice.publishAt}>{formatKoreanDateTime(notice.publishAt)}</time>
            </dd>
          </div>
        )}
      </dl>
      <NoticeBody body={notice.body} className={`${articleStyles.content} ${styles.body}`} />
    </article>
  );
}
