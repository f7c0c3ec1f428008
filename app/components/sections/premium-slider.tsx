import { type PointerEvent, type TouchEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { homePremium as copy, type PremiumCard } from "#app/content/home.ts";
import { SLIDE_INTERVAL_MS, swipeDirection, wrapIndex } from "./carousel.ts";
import { LinkArrow } from "./link-arrow.tsx";
import styles from "./premium-slider.module.css";

/** Past this a drag is a swipe: the click that ends it must not follow a link. */
const CLICK_SLOP_PX = 10;

type Drag = { x: number; y: number; dx: number; dy: number };

/**
 * SPEC §2, §4, §9: auto-advances every 6 s, paused off screen, while touched or focused, on pause
 * and under reduced motion.
 */
export function PremiumSlider({ cards }: { cards: PremiumCard[] }) {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  const count = cards.length;
  const autoplay = visible && !engaged && !stopped && !reducedMotion && count > 1;

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const onMotion = () => setReducedMotion(query.matches);
    onMotion();
    query.addEventListener("change", onMotion);
    let intersecting = false;
    const onVisibility = () => setVisible(intersecting && document.visibilityState === "visible");
    const observer = new IntersectionObserver((entries) => {
      intersecting = entries.some((entry) => entry.isIntersecting);
      onVisibility();
    });
    observer.observe(root);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      query.removeEventListener("change", onMotion);
      observer.disconnect();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer on purpose.
  useEffect(() => {
    if (!autoplay) return;
    const timer = setTimeout(() => setIndex((current) => wrapIndex(current + 1, count)), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [autoplay, count, index]);

  function setDragOffset(px: number | null) {
    const track = trackRef.current;
    if (!track) return;
    if (px === null) {
      track.style.removeProperty("--drag");
      track.removeAttribute("data-dragging");
    } else {
      track.style.setProperty("--drag", `${px}px`);
      track.setAttribute("data-dragging", "");
    }
  }

  // Pointer or touch events, whichever starts a gesture owns it: a real touch fires both.
  function start(x: number, y: number) {
    if (drag.current) return;
    drag.current = { x, y, dx: 0, dy: 0 };
    suppressClick.current = false;
    setEngaged(true);
  }

  function move(x: number, y: number) {
    const current = drag.current;
    if (!current) return;
    current.dx = x - current.x;
    current.dy = y - current.y;
    if (Math.abs(current.dx) > Math.abs(current.dy)) setDragOffset(current.dx);
  }

  function end(x?: number, y?: number) {
    const current = drag.current;
    if (!current) return;
    if (x !== undefined && y !== undefined) move(x, y);
    drag.current = null;
    setDragOffset(null);
    setEngaged(false);
    if (Math.abs(current.dx) > CLICK_SLOP_PX) suppressClick.current = true;
    const direction = swipeDirection(current.dx, current.dy);
    if (direction !== 0) setIndex((value) => wrapIndex(value + direction, count));
  }

  function cancel() {
    drag.current = null;
    setDragOffset(null);
    setEngaged(false);
  }

  const pointer = {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      start(event.clientX, event.clientY);
    },
    onPointerMove: (event: PointerEvent) => move(event.clientX, event.clientY),
    onPointerUp: (event: PointerEvent) => end(event.clientX, event.clientY),
    onPointerCancel: () => cancel(),
  };
  const touch = {
    onTouchStart: (event: TouchEvent) => {
      const point = event.touches[0];
      if (point) start(point.clientX, point.clientY);
    },
    onTouchMove: (event: TouchEvent) => {
      const point = event.touches[0];
      if (point) move(point.clientX, point.clientY);
    },
    onTouchEnd: (event: TouchEvent) => {
      const point = event.changedTouches[0];
      end(point?.clientX, point?.clientY);
    },
    onTouchCancel: () => cancel(),
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel region named by aria-roledescription (WAI-ARIA APG).
    <div
      ref={rootRef}
      className={styles.slider}
      role="region"
      aria-roledescription="carousel"
      aria-label={copy.sliderLabel}
      data-premium-slider=""
      data-index={index}
      data-autoplay={autoplay}
      onFocus={() => setEngaged(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setEngaged(false);
      }}
    >
      <div
        className={styles.viewport}
        {...pointer}
        {...touch}
        onClickCapture={(event) => {
          if (!suppressClick.current) return;
          suppressClick.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <div
          ref={trackRef}
          className={styles.track}
          style={{ transform: `translateX(calc(${-index * 100}% + var(--drag, 0px)))` }}
          aria-live={autoplay ? "off" : "polite"}
        >
          {cards.map((card, i) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a named group (WAI-ARIA APG carousel), not a form fieldset.
            <div
              key={card.number}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} ${copy.slideOf} ${count}`}
              inert={i !== index}
            >
              <ResponsiveImage image={card.image} sizes="calc(100vw - 40px)" className={styles.image} />
              <div className={styles.body}>
                <p className={styles.number}>{card.number}</p>
                <h3 className={styles.title}>{card.title}</h3>
                <p className={styles.lines}>
                  {card.lines[0]}
                  <br />
                  {card.lines[1]}
                </p>
                <Link to={card.link} className={styles.link} draggable={false}>
                  {card.linkText}
                  <LinkArrow />
                </Link>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <div className={styles.dots}>
          {cards.map((card, i) => (
            <button
              key={card.number}
              type="button"
              className={styles.dot}
              aria-label={`${i + 1}${copy.dotSuffix}`}
              aria-current={i === index ? "true" : undefined}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.toggle}
          aria-label={stopped ? copy.play : copy.pause}
          onClick={() => setStopped((value) => !value)}
          hidden={reducedMotion}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            {stopped ? (
              <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
            ) : (
              <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
            )}
          </svg>
        </button>
      </div>
    </div>
  );
}
