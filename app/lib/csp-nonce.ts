import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of a page rendered on request, inside React, for
 * <Scripts nonce>. The Node server makes one per response (server/security-headers.ts) and hands
 * it over in the request's router context (app/lib/request-context.ts); entry.server.tsx provides
 * it here. Prerendered pages have none (their inline scripts are allowed by hash); the browser
 * hides it after load, so it is "" there.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
