import { createContext, useContext } from "react";

/**
 * This response's Content-Security-Policy nonce inside React, for <Scripts nonce>. Pages from the
 * page cache have none (their inline scripts are allowed by hash); the browser hides it after
 * load, so it is "" there.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
