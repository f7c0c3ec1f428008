import { getDatabase } from "#app/db/db.server.ts";
import { methodNotAllowed } from "#app/lib/http.ts";
import { serveFile } from "#app/modules/uploads/serve.server.ts";
import type { Route } from "./+types/files";

/** An uploaded file by its content-hashed name, from the database (every instance serves it). */
export function loader({ params, request }: Route.LoaderArgs) {
  return serveFile(getDatabase().db, params.name, request);
}

export function action() {
  return methodNotAllowed();
}
