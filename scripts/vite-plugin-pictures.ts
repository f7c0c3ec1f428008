import path from "node:path";
import type { Plugin } from "vite";
import { images } from "../app/content/images.ts";
import { pic } from "../app/content/pictures.ts";

const CALL = /\bpic\("([A-Za-z0-9-]+)"\)/g;

/**
 * Replaces each `pic("name")` in the app's modules with the picture object itself (see
 * app/content/pictures.ts), at build time, so no page ships the picture registry. An unknown
 * name fails the build.
 */
export function pictures(): Plugin {
  const appDir = path.resolve("app");
  return {
    name: "pentacity-pictures",
    enforce: "pre",
    transform(code, id) {
      if (!id.startsWith(appDir) || id.includes("node_modules") || !code.includes("pic(")) return null;
      if (id.endsWith(`${path.sep}pictures.ts`)) return null;
      let changed = false;
      const out = code.replace(CALL, (_, name: string) => {
        if (!(name in images)) this.error(`Unknown picture "${name}" (add it to app/content/images.ts)`);
        changed = true;
        return JSON.stringify(pic(name as keyof typeof images));
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
