import { useEffect, useState } from "react";
import type { createRoot, hydrateRoot, Root } from "react-dom/client";
import { VisitFormView, type VisitFormViewProps } from "./visit-form.tsx";

type Props = { form: VisitFormViewProps; onReady: () => void };

/** react-dom's root API, handed in by the page from the client entry (`app/entry.client.tsx` says why). */
export type ClientRoots = { createRoot: typeof createRoot; hydrateRoot: typeof hydrateRoot };

/**
 * Calls `onReady` one commit after hydration: by then the form's own effects (its idempotency
 * key, the visit source) have run and their updates are in the document, so a submit replayed
 * now sends them.
 */
function Hydrated({ form, onReady }: Props) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (ready) onReady();
  }, [ready, onReady]);
  return <VisitFormView {...form} />;
}

/**
 * The customer page's visit form in a React root of its own (`visit-form-later.tsx`): hydrated
 * over the server's form, whose typed values React keeps; rendered afresh if the container is
 * empty (the server HTML had no form).
 */
export function mountVisitForm(
  roots: ClientRoots,
  container: HTMLElement,
  form: VisitFormViewProps,
  onReady: () => void,
): Root {
  const element = <Hydrated form={form} onReady={onReady} />;
  if (container.firstElementChild) return roots.hydrateRoot(container, element);
  const root = roots.createRoot(container);
  root.render(element);
  return root;
}
