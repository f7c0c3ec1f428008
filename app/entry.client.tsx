import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default client entry, plus one thing: react-dom's root API is exported from here
// for the customer page's visit form, which hydrates in a root of its own (visit-form-later.tsx).
// Taken from this module (already loaded), react-dom stays whole in the entry chunk; imported
// straight from "react-dom/client" by a lazy chunk, the bundler moves it into a shared chunk of
// its own, which costs every page 0.36 KB gzip and a request.
export { createRoot, hydrateRoot };

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
