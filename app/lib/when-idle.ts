/** Fires once the page has loaded and the browser has a quiet moment (a timer where there is no idle callback). */
export function whenIdle(callback: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(callback, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(callback, 200);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    cancel();
  };
}
