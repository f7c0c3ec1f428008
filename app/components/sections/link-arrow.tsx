import styles from "./home.module.css";

/** The small arrow after a text link; decorative. */
export function LinkArrow() {
  return (
    <svg className={styles.linkArrow} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M2 8h11M9 4l4 4-4 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
