import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// react-dom's root API for the customer page's visit form, taken from here: imported by a lazy
// chunk, the bundler would move react-dom into a shared chunk (0.36 KB and a request on every page).
export { createRoot, hydrateRoot };

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
