import { type KeyboardEvent, useId, useRef, useState } from "react";
import { type VrKey, vrCopy, vrTabs, vrTourUrls } from "#app/content/vr.ts";
import { tabIndexForKey } from "./carousel.ts";
import styles from "./vr-viewer.module.css";

/** The frame is remounted per key rather than re-pointed, so switching tours adds no history entry. */
export function VrViewer() {
  const [selected, setSelected] = useState<VrKey>(vrTabs[0]?.key ?? "84A");
  const [interactive, setInteractive] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const index = Math.max(
    0,
    vrTabs.findIndex((tab) => tab.key === selected),
  );
  const tab = vrTabs[index];
  const panelId = `${baseId}-panel`;
  const tabId = (key: VrKey) => `${baseId}-tab-${key}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabIndexForKey(event.key, index, vrTabs.length);
    const target = next === null ? undefined : vrTabs[next];
    if (!target || next === null) return;
    event.preventDefault();
    setSelected(target.key);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className={styles.viewer} data-vr-viewer="" data-key={selected}>
      <div className={styles.tabs} role="tablist" aria-label={vrCopy.tabListLabel} onKeyDown={onKeyDown}>
        {vrTabs.map((item, i) => (
          <button
            key={item.key}
            ref={(element) => {
              tabRefs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={tabId(item.key)}
            aria-selected={item.key === selected}
            aria-controls={panelId}
            tabIndex={item.key === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(item.key)}
          >
            {item.title}
          </button>
        ))}
      </div>
      <div className={styles.panel} role="tabpanel" id={panelId} aria-labelledby={tabId(selected)}>
        {/* Until clicked, a cover keeps wheel and touch scrolling on the page rather than in the tour. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: re-arms the cover when the pointer leaves; nothing to do for keyboards. */}
        <div className={styles.frame} onMouseLeave={() => setInteractive(false)}>
          {interactive ? null : (
            <button
              type="button"
              className={styles.activate}
              onClick={() => {
                setInteractive(true);
                frameRef.current?.focus();
              }}
            >
              <span className={styles.activateLabel}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    d="M3 8.5 12 4l9 4.5v7L12 20l-9-4.5zM3 8.5l9 4.5 9-4.5M12 13v7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                    strokeLinejoin="round"
                  />
                </svg>
                {vrCopy.activate}
              </span>
            </button>
          )}
          <iframe
            ref={frameRef}
            key={selected}
            src={vrTourUrls[selected]}
            title={`${tab?.title ?? selected} ${vrCopy.frameTitleSuffix}`}
            loading="lazy"
            allow="fullscreen; xr-spatial-tracking; accelerometer; gyroscope"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
        <p className={styles.hint}>
          <span>{vrCopy.hint}</span>
          <a href={vrTourUrls[selected]} target="_blank" rel="noopener" className={styles.external}>
            {vrCopy.fullscreenLink}
            <span className="visually-hidden"> ({tab?.title ?? selected})</span>
          </a>
        </p>
      </div>
    </div>
  );
}
