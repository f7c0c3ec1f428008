import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { promoMessages } from "#app/content/site.ts";
import { PauseIcon, PlayIcon } from "../ui/icons.tsx";
import styles from "./promo-strip.module.css";

/**
 * A slowly scrolling line of offers (edited in the admin's 배너·팝업; content/site.ts until published). Pure CSS animation (works before hydration); a pause
 * button because it moves for longer than five seconds (WCAG 2.2.2); hovering also pauses it.
 * Under prefers-reduced-motion it stands still.
 */
export function PromoStrip() {
  const [paused, setPaused] = useState(false);
  // The published messages (modules/banners, through the root loader), else the site's own.
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
