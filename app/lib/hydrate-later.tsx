import { type ComponentType, memo, Suspense, use, useEffect, useState } from "react";
import { track } from "./tracked-promise.ts";
import { whenIdle } from "./when-idle.ts";

/**
 * Parts of a page that are not on the first screen, loaded and hydrated later: their
 * code is not in the page's first-load JavaScript, and hydrating them is not in the work that
 * delays the first interaction. The server renders them in place as usual; in the browser React
 * keeps that HTML inside a Suspense boundary that has not hydrated yet (React 19 hydrates each
 * boundary on its own), until the part comes within a screen of the viewport or the browser is
 * idle after the page has loaded; then its code loads and the boundary hydrates. Nothing moves:
 * the HTML is the same before and after. A part that is not in the document's HTML (a client-side
 * navigation) loads at once.
 *
 * The part's stylesheet must load with the page (import it where the page imports its styles):
 * a lazy module's CSS arrives with its code, after first paint.
 */

type When = {
  /** The part's outermost element in the server HTML (watched for coming into view). */
  selector: string;
  /** Hydrate only while this media query matches (a part one layout shows and the other hides). */
  media?: string;
};

/** Resolves when the part should hydrate: near the viewport or idle, while its media query matches. */
function watch({ selector, media }: When, release: () => void): () => void {
  const element = document.querySelector(selector);
  if (!element) {
    release();
    return () => {};
  }
  let stop = () => {};
  let stopMedia = () => {};
  let fired = false;
  const fire = () => {
    if (fired) return;
    fired = true;
    stop();
    stopMedia();
    release();
  };
  const start = () => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fire();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    const cancelIdle = whenIdle(fire);
    stop = () => {
      observer.disconnect();
      cancelIdle();
    };
  };
  if (!media) {
    start();
    return () => stop();
  }
  const query = window.matchMedia(media);
  const onChange = () => {
    stop();
    stop = () => {};
    if (query.matches) start();
  };
  query.addEventListener("change", onChange);
  stopMedia = () => query.removeEventListener("change", onChange);
  onChange();
  return () => {
    stopMedia();
    stop();
  };
}

type ClickKeeper = { start(): () => void; hydrated(): void };

/** What a click can act on; links are left alone (they work without JavaScript). */
const CONTROLS = "button, [role='tab'], [role='button'], summary, label, input, select, textarea";

/**
 * Until the part has hydrated, its server HTML has no handlers: a click on one of its controls
 * would do nothing (React stops it at the root and does not replay it). Such a click is held (the part starts loading at once) and given again to the
 * same element once the part has hydrated — React hydrates the server's elements in place.
 */
function keepClicks(selector: string, hurry: () => void): ClickKeeper {
  let held: HTMLElement | null = null;
  let stop = () => {};
  let element: HTMLElement | null = null;
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!control || !element?.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held = control;
    hurry();
  };
  return {
    start() {
      // On the window, ahead of React's own listener on the root: for a click inside a boundary
      // that cannot hydrate yet, React stops the event there and drops it.
      element = document.querySelector<HTMLElement>(selector);
      if (element) window.addEventListener("click", onClick, true);
      stop = () => window.removeEventListener("click", onClick, true);
      return () => stop();
    },
    hydrated() {
      stop();
      const target = held;
      held = null;
      if (target?.isConnected) target.click();
    },
  };
}

export function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>, when: When): ComponentType<P> {
  let loaded: Promise<ComponentType<P>> | undefined;
  const get = () => {
    loaded ??= track(load());
    return loaded;
  };
  // The server has it at hand for every render. In the browser, a page whose HTML does not hold
  // the part yet is a client-side navigation: fetched with the route, shown as soon as it is here.
  const inServerHtml = () => document.querySelector(when.selector) !== null;
  if (import.meta.env.SSR || !inServerHtml()) get();

  function Part({ gate, keeper, props }: { gate: Promise<unknown> | null; keeper: ClickKeeper | null; props: P }) {
    if (gate) use(gate);
    const Component = use(get());
    // Runs once the boundary has hydrated: the part's own handlers are on its elements now.
    useEffect(() => keeper?.hydrated(), [keeper]);
    return <Component {...props} />;
  }

  function Deferred(props: P) {
    const [gate] = useState(() => {
      if (import.meta.env.SSR || !inServerHtml()) return null;
      let release = () => {};
      const opened = new Promise<void>((resolve) => {
        release = resolve;
      });
      return { promise: track(opened.then(get)), release };
    });
    const [keeper] = useState(() => (gate ? keepClicks(when.selector, () => gate.release()) : null));
    useEffect(() => keeper?.start(), [keeper]);
    useEffect(() => (gate ? watch(when, gate.release) : undefined), [gate]);
    return (
      <Suspense fallback={null}>
        <Part gate={gate?.promise ?? null} keeper={keeper} props={props} />
      </Suspense>
    );
  }
  // A re-render of the page (the home stepper's step) must not reach a boundary still waiting to
  // hydrate: React would give up its server HTML and render it from scratch.
  return memo(Deferred) as unknown as ComponentType<P>;
}
