/**
 * "An article was created, changed or deleted" for whoever keeps copies of press pages (the
 * server's rendered-page cache drops them). Told after the change is committed, so a copy made
 * after the call already sees it.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onPressChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifyPressChange(): void {
  for (const listener of listeners) listener();
}
