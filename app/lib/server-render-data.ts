import { createContext, use } from "react";

/**
 * Data a page writes into its server HTML but never sends to the browser as loader data, which is
 * part of the page's first-load bytes (byte budget): the home page's band. A loader answering a
 * document request keeps it for the render (`keepForServerRender`, server-render-data.server.ts);
 * entry.server.tsx provides it here; a component reads it with `useServerRenderData`. In the
 * browser there is none: the component keeps the server's HTML as it is, and a client-side
 * navigation (a data request, no server render) gets the data from the loader as usual.
 */
export const ServerRenderData = createContext<Readonly<Record<string, unknown>> | null>(null);

export function useServerRenderData<T>(key: string): T | undefined {
  return use(ServerRenderData)?.[key] as T | undefined;
}
