import { Suspense, use } from "react";
import { track } from "#app/lib/tracked-promise.ts";
import type { TemplateHomeView, TemplateLocationView } from "../pages.server.ts";

type Loaded = typeof import("./template-pages.tsx");
let loaded: Promise<Loaded> | undefined;
const get = () => {
  loaded ??= track(import("./template-pages.tsx"));
  return loaded;
};
if (import.meta.env.SSR) get();

function Home({ view }: { view: TemplateHomeView }) {
  const { TemplateHome } = use(get());
  return <TemplateHome view={view} />;
}

function Location({ view }: { view: TemplateLocationView }) {
  const { TemplateLocation } = use(get());
  return <TemplateLocation view={view} />;
}

/**
 * A template complex's page on a path the designed site also has (`/`, 입지): its code loads only
 * there, so the designed pages carry none of it.
 */
export function TemplateHomeLater({ view }: { view: TemplateHomeView }) {
  return (
    <Suspense fallback={null}>
      <Home view={view} />
    </Suspense>
  );
}

export function TemplateLocationLater({ view }: { view: TemplateLocationView }) {
  return (
    <Suspense fallback={null}>
      <Location view={view} />
    </Suspense>
  );
}
