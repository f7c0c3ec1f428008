import { methodNotAllowed } from "#app/lib/http.ts";
import { serveFile } from "#app/modules/uploads/serve.server.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import type { Route } from "./+types/files";

/** An uploaded file by its content-hashed name, from the database (every instance serves it). */
export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  serveFile(databaseOf(context), params.name, request);

export const action = () => methodNotAllowed();
