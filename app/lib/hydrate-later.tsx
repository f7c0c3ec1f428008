import { type ComponentType, memo, Suspense, use, useEffect, useState } from "react";
import { track } from "./tracked-promise.ts";
import { whenIdle } from "./when-idle.ts";

/**
 * A part below the first screen, rendered in place by the server, whose code loads and hydrates
 * only near the viewport or when the browser is idle: React 19 hydrates each Suspense boundary on
 * its own, and the HTML is the same before and after. Its stylesheet must load with the page (a
 * lazy module's CSS arrives with its code, after first paint).
 */

type When = {
  selector: string;
  /** Hydrate only while this media query matches (a part one layout shows and the other hides). */
  media?: string;
};

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

const CONTROLS = "button, [role='tab'], [role='button'], summary, label, input, select, textarea";

/**
 * React drops a click inside a boundary that has not hydrated: it is held (the part starts loading
 * at once) and given again to the same element once hydrated, as React hydrates elements in place.
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
      // On the window, ahead of React's own listener on the root.
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
  // In the browser a page whose HTML lacks the part is a client-side navigation: shown once fetched.
  const inServerHtml = () => document.querySelector(when.selector) !== null;
  if (import.meta.env.SSR || !inServerHtml()) get();

  function Part({ gate, keeper, props }: { gate: Promise<unknown> | null; keeper: ClickKeeper | null; props: P }) {
    if (gate) use(gate);
    const Component = use(get());
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
