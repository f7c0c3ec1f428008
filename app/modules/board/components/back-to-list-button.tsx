import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { pressCopy } from "#app/modules/board/press-copy.ts";
import styles from "./press-article.module.css";

/**
 * SPEC §2: "back to list" goes back one page. That is only right when the previous page is ours
 * (React Router numbers its history entries in `history.state.idx`); a visitor who arrived from a
 * search engine or a shared link gets the list itself. Without JavaScript it is a plain link.
 */
export function BackToListButton({ listPath }: { listPath: string }) {
  const navigate = useNavigate();
  function goBack(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) {
      event.preventDefault();
      navigate(-1);
    }
  }
  return (
    <div className={styles.back}>
      <Link to={listPath} onClick={goBack} className={styles.backButton}>
        <svg viewBox="0 0 16 16" aria-hidden="true" className={styles.backIcon}>
          <path d="M3 4h10M3 8h10M3 12h10" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        {pressCopy.backToList}
      </Link>
    </div>
  );
}
