import { useEffect, useState } from "react";
import type { createRoot, hydrateRoot, Root } from "react-dom/client";
import { VisitFormView, type VisitFormViewProps } from "./visit-form.tsx";

type Props = { form: VisitFormViewProps; onReady: () => void };

/** react-dom's root API, handed in by the page from the client entry (`app/entry.client.tsx` says why). */
export type ClientRoots = { createRoot: typeof createRoot; hydrateRoot: typeof hydrateRoot };

/** Calls `onReady` one commit after hydration, so a replayed submit sends the form's own effects' values. */
function Hydrated({ form, onReady }: Props) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (ready) onReady();
  }, [ready, onReady]);
  return <VisitFormView {...form} />;
}

/** The customer page's visit form in a React root of its own, hydrated over the server's form (typed values kept). */
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
