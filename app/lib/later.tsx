import { type ComponentType, Suspense, use } from "react";
import { track } from "./tracked-promise.ts";

/**
 * A component whose code loads when it is first rendered, not with every page. The server loads it
 * at start, so its HTML never waits; in the browser a server-rendered boundary keeps its HTML until
 * the code, fetched at once, is here.
 */
export function later<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: Promise<ComponentType<P>> | undefined;
  const get = () => {
    loaded ??= track(load());
    return loaded;
  };
  if (import.meta.env.SSR) get();
  function Part(props: P) {
    const Component = use(get());
    return <Component {...props} />;
  }
  return function Later(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
