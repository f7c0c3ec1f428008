import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { disclaimers } from "#app/content/disclaimers.ts";
import { unitRoutes } from "#app/content/menus.ts";
import { unitViewerCopy as copy, type UnitType, unitTypes } from "#app/content/units.ts";
import { tabIndexForKey } from "./carousel.ts";
import { LinkArrow } from "./link-arrow.tsx";
import styles from "./unit-viewer.module.css";

const LAST = unitTypes.length - 1;

/** SPEC §2, §4: a tab per type, arrows that stop at the ends, the plan fading in once loaded. */
export function UnitViewer() {
  const [index, setIndex] = useState(0);
  const [switched, setSwitched] = useState(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const unit = unitTypes[index] ?? unitTypes[0];
  if (!unit) return null;
  const detailUrl = unitRoutes.find((route) => route.label === unit.label)?.url ?? "/FloorPlan/Emodel";
  const tabId = (label: string) => `${baseId}-tab-${label}`;
  const panelId = `${baseId}-panel`;

  function select(next: number, focusTab = false) {
    const clamped = Math.min(LAST, Math.max(0, next));
    if (clamped !== index) {
      setIndex(clamped);
      setSwitched(true);
    }
    if (focusTab) tabRefs.current[clamped]?.focus();
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabIndexForKey(event.key, index, unitTypes.length);
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  }

  // An arrow that becomes disabled under the pointer or focus hands focus to the selected tab.
  function step(direction: 1 | -1) {
    const next = index + direction;
    select(next, next <= 0 || next >= LAST);
  }

  return (
    <div className={styles.viewer} data-unit-viewer="" data-index={index}>
      <div className={styles.tabBar}>
        <div className={styles.tabs} role="tablist" aria-label={copy.tabListLabel} onKeyDown={onTabKeyDown}>
          {unitTypes.map((type, i) => (
            <button
              key={type.label}
              ref={(element) => {
                tabRefs.current[i] = element;
              }}
              type="button"
              role="tab"
              id={tabId(type.label)}
              aria-selected={i === index}
              aria-controls={panelId}
              tabIndex={i === index ? 0 : -1}
              className={styles.tab}
              onClick={() => select(i)}
            >
              {type.label}
            </button>
          ))}
        </div>
        <p className={styles.unitNote}>{copy.unitNote}</p>
      </div>

      <div className={styles.panel} role="tabpanel" id={panelId} aria-labelledby={tabId(unit.label)}>
        <div className={styles.stage}>
          <ArrowButton direction={-1} disabled={index === 0} onClick={() => step(-1)} />
          <PlanFigure key={unit.label} unit={unit} fade={switched} />
          <ArrowButton direction={1} disabled={index === LAST} onClick={() => step(1)} />
        </div>
        <div className={styles.info}>
          <p className={styles.typeName}>
            {unit.label}
            <span className={styles.typeSuffix}> {copy.typeSuffix}</span>
          </p>
          <p className={styles.area}>
            {copy.areaPrefix} <strong>{unit.area}</strong>
            {copy.areaUnit}
          </p>
          <p className={styles.description}>{unit.description}</p>
          <Link className={styles.detailLink} to={detailUrl} prefetch="intent">
            {unit.label} {copy.detailLink}
            <LinkArrow />
          </Link>
          <p className={styles.disclaimer}>※ {disclaimers.modelUnit}</p>
        </div>
      </div>
    </div>
  );
}

/** Remounted per type to fade in; the first is not hidden, as it must show without JavaScript. */
function PlanFigure({ unit, fade }: { unit: UnitType; fade: boolean }) {
  const [loaded, setLoaded] = useState(false);
  const figureRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const image = figureRef.current?.querySelector("img");
    if (!image) return;
    // Loaded (or failed, showing its alt text) before hydration: onLoad will not fire again.
    if (image.complete && (image.naturalWidth > 0 || image.currentSrc)) setLoaded(true);
    const reveal = () => setLoaded(true);
    image.addEventListener("error", reveal);
    return () => image.removeEventListener("error", reveal);
  }, []);

  return (
    <figure ref={figureRef} className={fade ? `${styles.plan} ${styles.fade}` : styles.plan} data-loaded={loaded}>
      <ResponsiveImage
        image={unit.image}
        sizes="(max-width: 900px) calc(100vw - 40px), 760px"
        className={styles.planImage}
        onLoad={() => setLoaded(true)}
      />
    </figure>
  );
}

function ArrowButton({ direction, disabled, onClick }: { direction: 1 | -1; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={styles.arrow}
      aria-label={direction < 0 ? copy.previous : copy.next}
      disabled={disabled}
      aria-disabled={disabled}
      onClick={onClick}
    >
      <svg className={styles.arrowIcon} viewBox="0 0 50 50" aria-hidden="true" focusable="false">
        <circle cx="25" cy="25" r="24" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d={direction < 0 ? "M28.5 16 19.5 25l9 9" : "M21.5 16l9 9-9 9"}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
