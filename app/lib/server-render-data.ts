import { createContext, use } from "react";

/**
 * Data a page writes into its server HTML but never sends as loader data, which would count in
 * the first-load bytes; in the browser the component keeps the server's HTML, and a client-side
 * navigation gets the data from the loader.
 */
export const ServerRenderData = createContext<Readonly<Record<string, unknown>> | null>(null);

export function useServerRenderData<T>(key: string): T | undefined {
  return use(ServerRenderData)?.[key] as T | undefined;
}
