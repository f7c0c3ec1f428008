import { href, Link } from "react-router";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { type AttachmentView, formatFileSize } from "#app/modules/board/attachments.ts";
import articleStyles from "#app/modules/board/components/press-article.module.css";
import { noticeCopy } from "#app/modules/board/notice-copy.ts";
import { NOTICE_CATEGORIES, type NoticeCategory } from "#app/modules/board/notice-kinds.ts";
import type { BodyParagraph } from "#app/modules/board/notice-text.ts";
import { NoticeBody } from "./notice-body.tsx";
import styles from "./notices.module.css";

export type NoticeArticleData = {
  siteId: string;
  title: string;
  /** The body as parsed on the server (text.ts parseNoticeBody). */
  paragraphs: BodyParagraph[];
  category: NoticeCategory;
  pinned: boolean;
  /** UTC ISO; null in a preview of a notice never published. */
  publishAt: string | null;
  /** PDFs (download links) and pictures (shown), resolved on the server. */
  attachments: AttachmentView[];
};

/** Drawn at its own width, at most the article column's 860 px (press-article.module.css) or a phone's width. */
const sizesFor = (width: number) => `(max-width: 900px) min(100vw, ${width}px), ${Math.min(width, 860)}px`;

/** Under the body: the PDFs as links with name, type and size, then the pictures (AVIF/WebP) with their alt text. */
function NoticeAttachments({ attachments }: { attachments: AttachmentView[] }) {
  const pdfs = attachments.filter((file) => file.kind === "pdf");
  return (
    <section className={styles.attachments} aria-label={noticeCopy.attachments}>
      {pdfs.length > 0 && (
        <ul className={styles.files}>
          {pdfs.map((file) => (
            <li key={file.fileId}>
              <a href={file.url} type="application/pdf" className={styles.file}>
                <span className={styles.fileName}>{file.name}</span>
                <span className={styles.fileMeta}>
                  {noticeCopy.pdf} · {formatFileSize(file.size)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {attachments.map(
        (file) =>
          file.kind === "image" && (
            <picture key={file.fileId}>
              <source type="image/avif" srcSet={file.avif} sizes={sizesFor(file.width)} />
              <source type="image/webp" srcSet={file.webp} sizes={sizesFor(file.width)} />
              <img
                src={file.url}
                alt={file.alt}
                width={file.width}
                height={file.height}
                loading="lazy"
                decoding="async"
                className={styles.picture}
              />
            </picture>
          ),
      )}
    </section>
  );
}

/** The public notice (and the preview); a plain link back, to keep the press button's code off this page. */
export function NoticeArticle({ notice }: { notice: NoticeArticleData }) {
  return (
    <>
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
        <NoticeBody paragraphs={notice.paragraphs} className={`${articleStyles.content} ${styles.body}`} />
        {notice.attachments.length > 0 && <NoticeAttachments attachments={notice.attachments} />}
      </article>
      <div className={articleStyles.back}>
        <Link to={href("/:site/notice", { site: notice.siteId })} className={articleStyles.backButton}>
          <svg viewBox="0 0 16 16" aria-hidden="true" className={articleStyles.backIcon}>
            <path d="M3 4h10M3 8h10M3 12h10" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          {noticeCopy.backToList}
        </Link>
      </div>
    </>
  );
}
