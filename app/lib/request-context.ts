import { createContext, type RouterContextProvider } from "react-router";

/**
 * What the Node server knows about a request: the client's address (`req.ip`, honouring
 * TRUST_PROXY) and this response's Content-Security-Policy nonce, set by `server/app.ts`.
 * `react-router dev` has no Node server in front, so the defaults apply there.
 * `sharedRender`: the page cache renders this page once for many visitors (server/page-cache.ts),
 * so what belongs to one visit is counted by the server per answer, not by the loader.
 * `staffPreview`: a complex not open yet, shown to its signed-in staff (the server checked the session).
 */
export type RequestInfo = {
  clientAddress: string;
  nonce: string | undefined;
  sharedRender?: boolean;
  staffPreview?: boolean;
};

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

export function isStaffPreview(context: ContextReader): boolean {
  return context.get(requestInfoContext).staffPreview === true;
}
