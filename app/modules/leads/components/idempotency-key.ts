import { useCallback, useEffect, useState } from "react";

export const IDEMPOTENCY_FIELD = "idempotencyKey";

/**
 * A fresh key for one render of a form (the schema accepts 8–64 of [A-Za-z0-9_-]).
 * `crypto.randomUUID` exists only in secure contexts; plain-HTTP visitors get the same
 * amount of randomness from `getRandomValues`.
 */
export function newIdempotencyKey(
  source: Pick<Crypto, "getRandomValues"> & Partial<Pick<Crypto, "randomUUID">> = crypto,
): string {
  if (typeof source.randomUUID === "function") return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The hidden idempotency-key field of a lead form: a double click or a resent page stores one lead.
 * Server and browser render `initial`, so hydration matches; then the browser puts in its own key.
 */
export function useIdempotencyKey(initial = "") {
  const [key, setKey] = useState(initial);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  useEffect(renew, [renew]);
  return {
    renew,
    inputProps: { type: "hidden", name: IDEMPOTENCY_FIELD, value: key } as const,
  };
}
