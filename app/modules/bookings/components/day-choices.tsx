import { Link } from "react-router";
import { bookingCopy } from "../copy.ts";
import styles from "../routes/visit.module.css";

/** The open days as links (a plain GET each, so it works without JavaScript); the chosen one marked. */
export function DayChoices({
  days,
  chosen,
  linkTo,
}: {
  days: { value: string; label: string }[];
  chosen: string | null;
  linkTo: (day: string) => string;
}) {
  return (
    <ul className={styles.days} aria-label={bookingCopy.dateLegend}>
      {days.map((option) => (
        <li key={option.value}>
          <Link
            to={linkTo(option.value)}
            preventScrollReset
            className={styles.choice}
            aria-current={option.value === chosen ? "true" : undefined}
          >
            {option.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
