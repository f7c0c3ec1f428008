import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { promoMessages } from "#app/content/site.ts";
import { PauseIcon, PlayIcon } from "../ui/icons.tsx";
import styles from "./promo-strip.module.css";

/** Pure CSS animation (works before hydration); a pause button, as it moves for over five seconds (WCAG 2.2.2). */
export function PromoStrip() {
  const [paused, setPaused] = useState(false);
  const published = (useRouteLoaderData("root") as { promo?: string[] | null } | undefined)?.promo;
  const items = (published ?? promoMessages).map((message) => (
    <li key={message} className={styles.item}>
      {message}
    </li>
  ));
  return (
    <div className={styles.strip} data-paused={paused}>
      <div className={styles.viewport}>
        <div className={styles.track}>
          <ul className={styles.list} aria-label="분양 혜택">
            {items}
          </ul>
          <ul className={styles.list} aria-hidden="true">
            {items}
          </ul>
        </div>
      </div>
      <button
        type="button"
        className={styles.pause}
        aria-pressed={paused}
        aria-label="혜택 안내 흐름 멈춤"
        onClick={() => setPaused((value) => !value)}
      >
        {paused ? <PlayIcon /> : <PauseIcon />}
      </button>
    </div>
  );
}
