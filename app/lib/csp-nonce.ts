import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of a page rendered on request. The Node server makes one per
 * response (server/security-headers.ts), puts it in the policy and hands it to the renderer in
 * this request header, overwriting anything a client sent under the name (a header, because the
 * server and the built app hold separate copies of every module, so a shared object cannot
 * cross). Prerendered pages have none: their inline scripts are allowed by hash.
 */
export const CSP_NONCE_HEADER = "x-pentacity-csp-nonce";

/** The same nonce inside React, for <Scripts nonce>. The browser hides it after load, so it is "" there. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
