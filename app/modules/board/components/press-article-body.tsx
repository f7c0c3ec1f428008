import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import type { PressArticle } from "#app/modules/board/press.server.ts";
import { pressCopy } from "#app/modules/board/press-copy.ts";
import { splitParagraphs } from "#app/modules/board/press-text.ts";
import styles from "./press-article.module.css";

/**
 * SPEC §2 Press detail: the administrator label, date and time (Korean, Seoul), views, then the
 * content split into paragraphs at line breaks. Text only: an article is never read as HTML.
 */
export function PressArticleBody({ article }: { article: PressArticle }) {
  const paragraphs = splitParagraphs(article.content);
  return (
    <article className={styles.article} aria-label={article.title}>
      <dl className={styles.meta}>
        <div className={styles.metaItem}>
          <dt>{pressCopy.columns.author}</dt>
          <dd>{pressCopy.author}</dd>
        </div>
        <div className={styles.metaItem}>
          <dt>{pressCopy.columns.date}</dt>
          <dd>
            <time dateTime={article.createdAt}>{formatKoreanDateTime(article.createdAt)}</time>
          </dd>
        </div>
        <div className={styles.metaItem}>
          <dt>{pressCopy.columns.views}</dt>
          <dd data-testid="press-views">{article.views.toLocaleString("ko-KR")}</dd>
        </div>
      </dl>
      <p className={styles.summary}>{article.summary}</p>
      <div className={styles.content} data-testid="press-content">
        {paragraphs.map((paragraph, index) => (
          // Paragraphs have no identity beyond their place; the list never reorders.
          // biome-ignore lint/suspicious/noArrayIndexKey: static text split once per render.
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
