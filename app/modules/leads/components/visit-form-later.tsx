import { Suspense, use, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "#app/lib/hooks/use-hydrated.ts";
import { track } from "#app/lib/tracked-promise.ts";
import { usePublicEnv } from "#app/lib/use-public-env.ts";
import { whenIdle } from "#app/lib/when-idle.ts";
import type { VisitFormProps, VisitFormViewProps } from "./visit-form.tsx";
import type { ClientRoots } from "./visit-form-root.tsx";

let view: Promise<typeof import("./visit-form.tsx")> | undefined;
const loadView = () => {
  view ??= track(import("./visit-form.tsx"));
  return view;
};
// The server has the form at hand for every render (no suspending in the shell).
if (import.meta.env.SSR) loadView();

/** One object for every render: React compares it by identity and so never touches the server's form. */
const KEEP_SERVER_HTML = { __html: "" };

/** What starts loading the form's code before the browser's idle moment: the visitor reaching for it. */
const INTENT = ["pointerdown", "touchstart", "focusin", "keydown"] as const;

type Props = VisitFormProps & {
  className?: string;
  /** react-dom's root API: the page imports it from the client entry (`app/entry.client.tsx` says why). */
  roots: () => Promise<ClientRoots>;
};

/**
 * The customer page's visit form, its code out of the page's first-load JavaScript:
 * the server renders the form in place; in the browser it stays that HTML, a plain form that posts
 * to the page's action, until the browser is idle after `load` or the visitor points at, touches
 * or focuses it. Then its code loads and hydrates it.
 *
 * It hydrates in a React root of its own (`visit-form-root.tsx`), not in a Suspense boundary of the
 * page's: React gives up a boundary's server HTML when a context above it changes before it has
 * hydrated, and opening the interest popup changes the router's location
 * (docs/decisions/2026-11-25-e2e-reduced-motion.md). Here the page renders an empty
 * `dangerouslySetInnerHTML` that React never writes, so the server's form, and what was typed into
 * it, stays until its own root takes it over; React keeps typed values when it hydrates inputs.
 *
 * A submit before the code is there is held and sent once the form has hydrated, so it gets the
 * same checks, messages and focus as any other; the browser's own `required` checks are off
 * meanwhile, as they are after hydration. If the code cannot load, the form posts without
 * JavaScript after all, with the browser's checks back on.
 *
 * A page reached by a client-side navigation has no server form: it renders the form at once.
 */
export function VisitFormLater({ className, roots, ...props }: Props) {
  const { pathname } = useLocation();
  const { leadRetentionDays } = usePublicEnv();
  const form: VisitFormViewProps = { ...props, pathname, retentionDays: leadRetentionDays };
  // Another address of the same route mounts the form afresh, rendered by the page. Not the action's
  // answer: the router forgets it at the next navigation (opening the popup), and the form's own root
  // keeps what it showed.
  const address = JSON.stringify({ ...form, actionData: null });
  return <Deferred key={address} className={className} form={form} roots={roots} />;
}

type DeferredProps = { className?: string; form: VisitFormViewProps; roots: () => Promise<ClientRoots> };

function Deferred({ className, form, roots }: DeferredProps) {
  const hydrated = useHydrated();
  const [ownRoot] = useState(() => !import.meta.env.SSR && !hydrated);
  const ref = useRef<HTMLDivElement>(null);
  const [initial] = useState(form);

  useEffect(() => {
    const container = ref.current;
    if (!ownRoot || !container) return;
    const formElement = () => container.querySelector("form");
    let started = false;
    let ready = false;
    let disposed = false;
    let held: { submitter: HTMLElement | null } | null = null;
    let unmount = () => {};
    let cancelIdle = () => {};

    const release = (native: boolean) => {
      ready = true;
      const element = formElement();
      if (native && element) element.noValidate = false;
      const submit = held;
      held = null;
      if (submit && element) element.requestSubmit(submit.submitter ?? undefined);
    };
    const onSubmit = (event: SubmitEvent) => {
      if (ready) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held ??= { submitter: event.submitter };
      start();
    };
    const stopIntent = () => {
      for (const type of INTENT) container.removeEventListener(type, start, true);
      cancelIdle();
    };
    function start() {
      if (started) return;
      started = true;
      stopIntent();
      Promise.all([import("./visit-form-root.tsx"), roots()]).then(
        ([{ mountVisitForm }, api]) => {
          if (disposed) return;
          const root = mountVisitForm(api, container as HTMLElement, initial, () => release(false));
          unmount = () => root.unmount();
        },
        () => {
          // The code did not come: the form stays the server's and posts without JavaScript.
          if (!disposed) release(true);
        },
      );
    }

    const element = formElement();
    if (element) element.noValidate = true;
    container.addEventListener("submit", onSubmit, true);
    for (const type of INTENT) container.addEventListener(type, start, { capture: true, passive: true });
    cancelIdle = whenIdle(start);
    return () => {
      disposed = true;
      stopIntent();
      container.removeEventListener("submit", onSubmit, true);
      // Not while the page's React is committing: the form's root goes right after.
      queueMicrotask(unmount);
    };
  }, [ownRoot, initial, roots]);

  if (import.meta.env.SSR) {
    const { VisitFormView } = use(loadView());
    return (
      <div className={className}>
        <VisitFormView {...form} />
      </div>
    );
  }
  if (ownRoot) {
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, never written: React leaves the server's form alone.
      <div ref={ref} className={className} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
    );
  }
  return (
    <div className={className}>
      <Suspense fallback={null}>
        <Rendered form={form} />
      </Suspense>
    </div>
  );
}

function Rendered({ form }: { form: VisitFormViewProps }) {
  const { VisitFormView } = use(loadView());
  return <VisitFormView {...form} />;
}
