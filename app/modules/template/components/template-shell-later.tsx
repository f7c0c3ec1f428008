import { later } from "#app/lib/later.tsx";

/** The template's shell and pages load on a template complex's pages only: the designed pages carry none of it. */
export const TemplateShellLater = later(() => import("./template-shell.tsx").then((module) => module.TemplateShell));
