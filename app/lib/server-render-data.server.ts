import { createContext, type RouterContextProvider } from "react-router";

/** The request's data for its server render only (server-render-data.ts). */
const serverRenderData = createContext<Readonly<Record<string, unknown>> | null>(null);

/**
 * A data request (`/_root.data`: a client-side navigation or a revalidation) is answered with loader
 * data and no HTML; anything else is a document. React Router gives loaders the raw request in
 * `request` (its `url` argument is the normalised one, without `.data`).
 */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/** Keeps `value` for this request's server render under `key` (read with `useServerRenderData`). */
export function keepForServerRender(context: Readonly<RouterContextProvider>, key: string, value: unknown): void {
  context.set(serverRenderData, { ...context.get(serverRenderData), [key]: value });
}

/** What the request's loaders kept for its render (entry.server.tsx). */
export function serverRenderDataOf(context: RouterContextProvider): Readonly<Record<string, unknown>> | null {
  return context.get(serverRenderData);
}
