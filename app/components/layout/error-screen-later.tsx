import { hydrateLater } from "#app/lib/hydrate-later.tsx";

/** The error screen for the site's error boundaries: its code loads with an error, not with every page. */
export const ErrorScreenLater = hydrateLater(() => import("./error-screen.tsx").then((m) => m.ErrorScreen), {
  selector: "[data-error-screen]",
});
