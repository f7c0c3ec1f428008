import { type ReactNode, Suspense, use } from "react";
import { track } from "#app/lib/tracked-promise.ts";
import type { TemplateComplex } from "../context.ts";

type Loaded = typeof import("./template-shell.tsx");
let loaded: Promise<Loaded> | undefined;
const get = () => {
  loaded ??= track(import("./template-shell.tsx"));
  return loaded;
};
// The server has it at hand for every render: a template page's HTML never waits for it.
if (import.meta.env.SSR) get();

function Part({ complex, children }: { complex: TemplateComplex; children: ReactNode }) {
  const { TemplateShell } = use(get());
  return <TemplateShell complex={complex}>{children}</TemplateShell>;
}

/**
 * The template's shell loads with a template complex's page only: the designed complex's pages carry
 * none of its code. The server HTML stays (a boundary not hydrated yet) until the code is here.
 */
export function TemplateShellLater({ complex, children }: { complex: TemplateComplex; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Part complex={complex}>{children}</Part>
    </Suspense>
  );
}
