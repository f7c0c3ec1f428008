import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useHydrated } from "#app/lib/hooks/use-hydrated.ts";
import type { LeadFormActionData } from "#app/modules/leads/lead-form-values.ts";
import type { LeadField } from "#app/modules/leads/schema.ts";
import { useIdempotencyKey } from "./idempotency-key.ts";
import {
  firstInvalidField,
  idleState,
  type LeadFormState,
  stateFromActionData,
  stateFromResult,
} from "./lead-form-state.ts";
import { submitLead } from "./submit-lead.ts";
import { preloadLeadSchema, validateLead } from "./validate-lead.ts";

type Options = {
  /** The page action's answer to a post without JavaScript, if there was one. */
  actionData?: LeadFormActionData;
  /** An idempotency key rendered by the server for this request. */
  initialKey?: string;
  /** The fields this form shows, in order: errors on them appear below them. */
  shownFields: readonly LeadField[];
  onSuccess?: () => void;
};

/**
 * A lead form's behaviour once JavaScript runs: the submit is intercepted, checked with the shared
 * schema, posted to /api/lead, and its outcome shown without leaving the page. A second submit while
 * one is in flight is ignored; the idempotency key covers anything that slips through.
 *
 * Before hydration (and without JavaScript) the form posts to its page's action and the browser's
 * `required` checks apply; `noValidate` is set only once the Korean messages here can take over.
 */
export function useLeadForm({ actionData, initialKey, shownFields, onSuccess }: Options) {
  const hydrated = useHydrated();
  const { inputProps: keyInputProps, renew } = useIdempotencyKey(actionData?.idempotencyKey ?? initialKey);
  const inFlight = useRef(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LeadFormState>(() => stateFromActionData(actionData));
  const [answered, setAnswered] = useState(actionData);
  if (actionData !== answered) {
    setAnswered(actionData);
    setState(stateFromActionData(actionData));
  }

  /** Renders the new state now, so focus lands on a field that already says what is wrong. */
  const show = useCallback(
    (form: HTMLFormElement, next: LeadFormState) => {
      flushSync(() => setState(next));
      if (next.status !== "invalid") return;
      const field = firstInvalidField(next.fieldErrors, shownFields);
      const target = field ? form.elements.namedItem(field) : null;
      if (target instanceof HTMLElement) target.focus();
      else statusRef.current?.focus();
    },
    [shownFields],
  );

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      inFlight.current = true;
      const form = event.currentTarget;
      try {
        const formData = new FormData(form);
        const fieldErrors = await validateLead(formData);
        if (fieldErrors) {
          show(form, { status: "invalid", fieldErrors });
          return;
        }
        setState({ status: "submitting", fieldErrors: {} });
        const outcome = await submitLead(formData);
        if (outcome.status === "success") {
          form.reset();
          renew();
        }
        show(form, stateFromResult(outcome));
        if (outcome.status === "success") onSuccess?.();
      } finally {
        inFlight.current = false;
      }
    },
    [renew, show, onSuccess],
  );

  /** Editing a field takes its error away; the next submit checks again. */
  const onChange = useCallback((event: ChangeEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name !== "string") return;
    setState((current) => {
      if (!current.fieldErrors[name as LeadField]) return current;
      const fieldErrors = { ...current.fieldErrors };
      delete fieldErrors[name as LeadField];
      return { ...current, fieldErrors };
    });
  }, []);

  const reset = useCallback(() => setState(idleState), []);

  return {
    state,
    submitting: state.status === "submitting",
    statusRef,
    keyInputProps,
    reset,
    formProps: {
      method: "post" as const,
      noValidate: hydrated,
      onSubmit,
      onChange,
      onFocus: preloadLeadSchema,
    },
  };
}
