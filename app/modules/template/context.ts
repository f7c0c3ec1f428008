import { useRouteLoaderData } from "react-router";

/** A template complex as the root loader gives it to every page: id, name, builder (시공사). */
export type TemplateComplex = readonly [id: string, name: string, builder: string];

/** The page's template complex; null on the complex the pages were designed for. */
export function useTemplateComplex(): TemplateComplex | null {
  return (useRouteLoaderData("root") as { complex?: TemplateComplex } | undefined)?.complex ?? null;
}

/** A staff preview of a complex not open yet (the server let its signed-in staff in): the bar's words, else null. */
export function useStaffPreview(): string | null {
  return (useRouteLoaderData("root") as { preview?: string } | undefined)?.preview ?? null;
}

/** In the browser: whether the page is a template complex's (its shell is on the page). */
export const onTemplatePage = (): boolean => document.querySelector("body > .tpl") !== null;
