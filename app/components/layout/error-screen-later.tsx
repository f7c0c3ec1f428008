import { type ComponentProps, Suspense, use } from "react";
import { track } from "#app/lib/tracked-promise.ts";
import type { ErrorScreen } from "./error-screen.tsx";

type Loaded = typeof import("./error-screen.tsx");
let loaded: Promise<Loaded> | undefined;
const get = () => {
  loaded ??= track(import("./error-screen.tsx"));
  return loaded;
};
// The server has it at hand for every render: an error page's HTML never waits for it.
if (import.meta.env.SSR) get();

function Part(props: ComponentProps<typeof ErrorScreen>) {
  const { ErrorScreen: Screen } = use(get());
  return <Screen {...props} />;
}

/**
 * Its code loads with an error, not with every page; a server error page keeps its HTML (a boundary
 * not hydrated yet) until the code, fetched at once, is here.
 */
export function ErrorScreenLater(props: ComponentProps<typeof ErrorScreen>) {
  return (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
}
