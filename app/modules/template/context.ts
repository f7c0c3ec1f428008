import { useRouteLoaderData } from "react-router";

/** A template complex as the root loader gives it to every page: id, name, builder (시공사). */
export type TemplateComplex = readonly [id: string, name: string, builder: string];

/** The page's template complex; null on the complex the pages were designed for. */
export function useTemplateComplex(): TemplateComplex | null {
  return (useRouteLoaderData("root") as { complex?: TemplateComplex } | undefined)?.complex ?? null;
}

/** In the browser: whether the page is a template complex's (its shell is on the page). */
export const onTemplatePage = (): boolean => document.querySelector("body > .tpl") !== null;
