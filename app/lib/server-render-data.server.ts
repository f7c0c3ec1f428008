import { createContext, type RouterContextProvider } from "react-router";

const serverRenderData = createContext<Readonly<Record<string, unknown>> | null>(null);

/** React Router gives loaders the raw request in `request` (its `url` argument has no `.data`). */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/** Keeps `value` for this request's server render under `key` (read with `useServerRenderData`). */
export function keepForServerRender(context: Readonly<RouterContextProvider>, key: string, value: unknown): void {
  context.set(serverRenderData, { ...context.get(serverRenderData), [key]: value });
}

export function serverRenderDataOf(context: RouterContextProvider): Readonly<Record<string, unknown>> | null {
  return context.get(serverRenderData);
}
