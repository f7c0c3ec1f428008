import { createContext, type RouterContextProvider } from "react-router";

/**
 * What the Node server knows about a request and the app needs: the client's address (Express
 * `req.ip`, which honours TRUST_PROXY) for rate limits and the audit log, and the
 * Content-Security-Policy nonce made for this response. `server/app.ts` sets it in
 * `getLoadContext`; the server and the app are one module graph (the server is built by Vite
 * with the app), so this typed context is the only carrier: no request header, no global.
 *
 * Prerendering and `react-router dev` have no Node server in front: the defaults apply (no nonce,
 * prerendered pages allow their inline scripts by hash; an unknown address).
 *
 * `sharedRender`: the server's rendered-page cache renders this page once for many signed-out
 * visitors (server/page-cache.ts); what belongs to one visit (a press view) is then counted by the
 * server for each visitor it answers, not by the loader.
 */
export type RequestInfo = { clientAddress: string; nonce: string | undefined; sharedRender?: boolean };

export const requestInfoContext = createContext<RequestInfo>({ clientAddress: "unknown", nonce: undefined });

type ContextReader = Pick<RouterContextProvider, "get">;

export function clientAddressOf(context: ContextReader): string {
  return context.get(requestInfoContext).clientAddress;
}

export function nonceOf(context: ContextReader): string | undefined {
  return context.get(requestInfoContext).nonce;
}

export function isSharedRender(context: ContextReader): boolean {
  return context.get(requestInfoContext).sharedRender === true;
}
