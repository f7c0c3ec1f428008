import { useState } from "react";
import { PauseIcon, PlayIcon } from "./icons.tsx";
import styles from "./promo-strip.module.css";

/** The offer line at the very top of every page (SPEC §2: promotional animated banner). */
export const promoMessages = [
  "계약금 5%",
  "방문예약 시 상품권 증정",
  "2,192세대 대단지",
  "약 3,700세대 펜타시티의 중심",
  "1군 브랜드 한신더휴",
] as const;

/**
 * A slowly scrolling line of offers. Pure CSS animation (works before hydration); a pause
 * button because it moves for longer than five seconds (WCAG 2.2.2); hovering also pauses it.
 * Under prefers-reduced-motion it stands still.
 */
export function PromoStrip() {
  const [paused, setPaused] = useState(false);
  const items = promoMessages.map((message) => (
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
