import { later } from "#app/lib/later.tsx";

/**
 * Its code loads with an error, not with every page; a server error page keeps its HTML (a boundary
 * not hydrated yet) until the code, fetched at once, is here.
 */
export const ErrorScreenLater = later(() => import("./error-screen.tsx").then((module) => module.ErrorScreen));
