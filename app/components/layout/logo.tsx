import { Link } from "react-router";
import { site } from "#app/content/site.ts";
import styles from "./logo.module.css";

type Props = {
  /** Sun and lake in their brand colours instead of the current text colour. */
  colored?: boolean;
  /** A link home (the header's); otherwise the plain brand mark (the footer's). */
  link?: boolean;
  className?: string;
  onClick?: () => void;
};

export function Logo({ colored = false, link = true, className, onClick }: Props) {
  const classes = [styles.logo, className].filter(Boolean).join(" ");
  const content = (
    <>
      <svg className={styles.mark} viewBox="0 0 44 44" width="40" height="40" aria-hidden="true" focusable="false">
        <circle className={styles.sun} cx="34" cy="9" r="4.2" />
        <rect className={styles.tower} x="9" y="14" width="6.5" height="18" rx="1" />
        <rect className={styles.tower} x="18.75" y="7" width="6.5" height="25" rx="1" />
        <rect className={styles.tower} x="28.5" y="17" width="6.5" height="15" rx="1" />
        <path className={styles.lake} d="M5 36.5c3 -2.2 5.5 -2.2 8.5 0s5.5 2.2 8.5 0 5.5 -2.2 8.5 0 5.5 2.2 8.5 0" />
        <path className={styles.lake} d="M11 41c2.4 -1.6 4.4 -1.6 6.8 0s4.4 1.6 6.8 0 4.4 -1.6 6.8 0" />
      </svg>
      <span className={styles.words}>
        <span className={styles.name}>
          {site.name}
          {/* The link's accessible name: "<name> 홈". */}
          {link && <span className="visually-hidden"> 홈</span>}
        </span>
        <span className={styles.english} aria-hidden="true">
          {site.englishName}
        </span>
      </span>
    </>
  );
  if (!link) {
    return (
      <p className={classes} data-colored={colored}>
        {content}
      </p>
    );
  }
  return (
    <Link to="/" className={classes} data-colored={colored} onClick={onClick}>
      {content}
    </Link>
  );
}
