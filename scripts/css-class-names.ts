import { createHash } from "node:crypto";
import path from "node:path";

/**
 * Production class names of the CSS modules: `_` and 5 characters of a SHA-256 of the file's path
 * (from the project root) and the class. They ship in every page's CSS, HTML and JavaScript (the
 * class maps), and random characters do not compress: one character fewer than Vite's
 * `_[hash:base64:6]` takes ~0.25 KB off the home page's first-load JavaScript. The same file and
 * class give the same name in the client and the server build (and on every machine); two classes
 * that would share a name stop the build with both named (64⁵ ≈ 1.07 billion names).
 */
export function shortClassNames(root: string): (name: string, filename: string) => string {
  const taken = new Map<string, string>();
  return (name, filename) => {
    const file = path.relative(root, filename.split("?")[0] ?? filename).replaceAll("\\", "/");
    const key = `${file}:${name}`;
    const id = `_${createHash("sha256").update(key).digest("base64url").slice(0, 5)}`;
    const owner = taken.get(id);
    if (owner !== undefined && owner !== key) {
      throw new Error(`CSS module class names ${owner} and ${key} both hash to ${id}: rename one of the two classes`);
    }
    taken.set(id, key);
    return id;
  };
}
