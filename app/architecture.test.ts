import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { SITE_TABLES } from "#app/platform/sites/scope.server.ts";

/**
 * The import rule of docs/architecture.md (decisions: docs/decisions/2026-11-24-one-room-per-feature.md,
 * docs/decisions/2026-11-26-one-folder-per-feature.md): imports flow one way, from the top of this
 * list to the bottom, never upward.
 *
 *   server/                          the Node server around the app
 *   app/routes/, app/modules/<f>/routes/, root, entry.*, routes.ts
 *                                    route modules: URLs, loaders, actions, pages
 *   app/modules/index.ts, index.server.ts
 *                                    the module lists (composition: they name every feature)
 *   app/components/layout/, sections/
 *                                    the site's shell and home sections (may embed a module's component)
 *   app/modules/<feature>/           one folder per feature: its server code, schema, words, components
 *   app/platform/                    the platform under the features: access, admin UI, publishing,
 *                                    content signal, audit; knows no feature
 *   app/components/ui/               shared UI primitives that know no feature
 *   app/db/                          the database handle, shared table types, migrations
 *   app/lib/                         ground-floor helpers that know no feature
 *   app/content/                     the site's own words and figures: data, imports only content
 *
 * Files of one layer may import each other (modules may use another module), but no import
 * cycle may exist anywhere in app/ and server/, between files or between features: if a file of
 * module A reaches a file of module B, no file of B may reach a file of A. A path through a module
 * list does not count as reaching every feature: the lists are how the admin shell, the server and
 * the beacon loop over features, not a dependency of the file that reads them.
 */
const LAYERS = ["content", "lib", "db", "ui", "platform", "modules", "shell", "lists", "routes", "server"] as const;
type Layer = (typeof LAYERS)[number];

const root = path.resolve(import.meta.dirname, "..");

function layerOf(file: string): Layer | null {
  const rel = path.relative(root, file).split(path.sep).join("/");
  if (rel.startsWith("server/")) return "server";
  if (!rel.startsWith("app/")) return null;
  const [, top = "", second = "", third = ""] = rel.split("/");
  if (
    top === "routes" ||
    top === "root.tsx" ||
    top === "entry.server.tsx" ||
    top === "entry.client.tsx" ||
    top === "routes.ts"
  )
    return "routes";
  if (top === "modules") {
    if (second === "index.ts" || second === "index.server.ts") return "lists";
    return third === "routes" ? "routes" : "modules";
  }
  if (top === "components") {
    if (second === "ui") return "ui";
    return second === "layout" || second === "sections" ? "shell" : null;
  }
  if (top === "styles") return "content";
  return (LAYERS as readonly string[]).includes(top) && top !== "ui" && top !== "shell" && top !== "lists"
    ? (top as Layer)
    : null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "node_modules" || entry.name.startsWith("+") ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s(?:type\s)?[^"';]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const targets: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? "";
    let target: string | null = null;
    if (spec.startsWith("#app/")) target = path.join(root, "app", spec.slice(5));
    else if (spec.startsWith("#server/")) target = path.join(root, "server", spec.slice(8));
    else if (spec.startsWith(".")) target = path.resolve(path.dirname(file), spec);
    if (target && /\.(ts|tsx)$/.test(target)) targets.push(target);
  }
  return targets;
}

const files = [...sourceFiles(path.join(root, "app")), ...sourceFiles(path.join(root, "server"))].filter(
  (file) => !/\.test\.tsx?$/.test(file) && !file.endsWith("test-databases.ts"),
);
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const rel = (file: string) => path.relative(root, file);

test("the layer list knows every folder of app/", () => {
  const unknown = files.filter((file) => layerOf(file) === null).map(rel);
  expect(unknown).toEqual([]);
});

test("imports flow one way: no file imports from a layer above its own", () => {
  const upward: string[] = [];
  for (const [file, targets] of graph) {
    const from = LAYERS.indexOf(layerOf(file) as Layer);
    for (const target of targets) {
      const to = LAYERS.indexOf(layerOf(target) as Layer);
      if (to > from) upward.push(`${rel(file)} → ${rel(target)}`);
    }
  }
  expect(upward).toEqual([]);
});

test("no import cycle anywhere in app/ and server/", () => {
  const cycles: string[] = [];
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    if (state.get(file) === "done") return;
    if (state.get(file) === "visiting") {
      cycles.push([...stack.slice(stack.indexOf(file)), file].map(rel).join(" → "));
      return;
    }
    state.set(file, "visiting");
    stack.push(file);
    for (const target of graph.get(file) ?? []) if (graph.has(target)) visit(target);
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) visit(file);
  expect(cycles).toEqual([]);
});

/** The feature a file belongs to: `app/modules/<feature>/…` → feature, any other file → null. */
function featureOf(file: string): string | null {
  const match = /^app\/modules\/([^/]+)\//.exec(rel(file).split(path.sep).join("/"));
  return match?.[1] ?? null;
}

/**
 * Feature → the features its files reach, each with one file-level path as the example. A path
 * runs through any files outside modules until it meets a file of another module.
 */
function featureEdges(): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>();
  for (const file of graph.keys()) {
    const from = featureOf(file);
    if (!from) continue;
    const seen = new Set<string>([file]);
    const queue: string[][] = [[file]];
    while (queue.length > 0) {
      const trail = queue.shift() ?? [];
      for (const target of graph.get(trail.at(-1) ?? "") ?? []) {
        if (seen.has(target) || !graph.has(target) || layerOf(target) === "lists") continue;
        seen.add(target);
        const to = featureOf(target);
        if (to === from) continue;
        if (to) {
          const reached = edges.get(from) ?? new Map<string, string>();
          if (!reached.has(to)) reached.set(to, [...trail, target].map(rel).join(" → "));
          edges.set(from, reached);
        } else queue.push([...trail, target]);
      }
    }
  }
  return edges;
}

/** Every cycle among features, each once, named from its alphabetically first feature: "a → b → a". */
function featureCycles(edges: Map<string, readonly string[]>): string[] {
  const cycles = new Set<string>();
  const walk = (path: string[]) => {
    for (const next of edges.get(path.at(-1) ?? "") ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = path.slice(at);
        const first = loop.indexOf([...loop].sort()[0] ?? "");
        const turned = [...loop.slice(first), ...loop.slice(0, first)];
        cycles.add([...turned, turned[0]].join(" → "));
      } else walk([...path, next]);
    }
  };
  for (const feature of edges.keys()) walk([feature]);
  return [...cycles].sort();
}

test("no cycle between features: module A reaches module B, B never reaches A", () => {
  const edges = featureEdges();
  const cycles = featureCycles(new Map([...edges].map(([from, reached]) => [from, [...reached.keys()]])));
  const explained = cycles.map((cycle) => {
    const steps = cycle.split(" → ");
    return [cycle, ...steps.slice(1).map((to, index) => `  ${edges.get(steps[index] ?? "")?.get(to)}`)].join("\n");
  });
  expect(explained).toEqual([]);
});

test("the feature check would catch a cycle, also one through a third feature", () => {
  expect(
    featureCycles(
      new Map([
        ["leads", ["bookings"]],
        ["bookings", ["attribution", "leads"]],
      ]),
    ),
  ).toEqual(["bookings → leads → bookings"]);
  expect(
    featureCycles(
      new Map([
        ["a", ["b"]],
        ["b", ["c"]],
        ["c", ["a"]],
      ]),
    ),
  ).toEqual(["a → b → c → a"]);
  // The edges of today's tree are real: the dashboard counts bookings' slots.
  expect([...(featureEdges().get("dashboard")?.keys() ?? [])]).toContain("bookings");
});

test("the rule would catch an upward import (the checker itself can fail)", () => {
  const lib = path.join(root, "app/lib/phone.ts");
  const module = path.join(root, "app/modules/leads/submission.server.ts");
  expect(LAYERS.indexOf(layerOf(module) as Layer)).toBeGreaterThan(LAYERS.indexOf(layerOf(lib) as Layer));
  expect(importsOf(path.join(root, "app/modules/leads/form-action.server.ts"))).toContain(module);
});

/**
 * `server/` knows no feature: of app/modules/ it imports the list (`index.server.ts`) and the
 * entries' type (`feature-server.ts`) only, and loops over the list; each feature publishes what
 * the server runs for it in its `feature.server.ts`. No exception today.
 */
const PUBLISHED = /^app\/modules\/(index\.server\.ts|feature-server\.ts|[^/]+\/feature\.server\.ts)$/;
const SERVER_EXCEPTIONS: readonly string[] = [];

function serverReachesIntoModules(edges: ReadonlyMap<string, readonly string[]>): string[] {
  const found: string[] = [];
  for (const [file, targets] of edges) {
    if (layerOf(file) !== "server") continue;
    for (const target of targets) {
      const to = rel(target).split(path.sep).join("/");
      if (to.startsWith("app/modules/") && !PUBLISHED.test(to) && !SERVER_EXCEPTIONS.includes(to))
        found.push(`${rel(file)} → ${to}`);
    }
  }
  return found;
}

test("server/ imports from app/modules/ only the module list and the published entries", () => {
  expect(serverReachesIntoModules(graph)).toEqual([]);
});

test("the server check would catch an import of a module's internals", () => {
  const main = path.join(root, "server/main.ts");
  expect(
    serverReachesIntoModules(
      new Map([
        [main, [path.join(root, "app/modules/index.server.ts"), path.join(root, "app/modules/leads/relay.server.ts")]],
      ]),
    ),
  ).toEqual(["server/main.ts → app/modules/leads/relay.server.ts"]);
  expect(importsOf(main)).toContain(path.join(root, "app/modules/index.server.ts"));
});

test("every route module sits in app/routes/ (the site's own pages) or in a feature's routes/ folder", () => {
  const config = readFileSync(path.join(root, "app/routes.ts"), "utf8");
  // Every "./…" file named after the imports at the top.
  const body = config.replace(/^import[\s\S]*?from\s*["'][^"']+["'];/gm, "");
  const modules = [...body.matchAll(/["'](\.\/[^"']+\.tsx?)["']/g)].map((match) => match[1] as string);
  expect(modules.length).toBeGreaterThan(40);
  expect(modules.filter((file) => !/^\.\/(routes\/|modules\/[^/]+\/routes\/)/.test(file))).toEqual([]);
  // And nothing in a feature's routes/ folder is left out of the route list (a test or a stylesheet aside).
  const listed = new Set(modules.map((file) => path.join(root, "app", file)));
  const unlisted = files.filter((file) => /\/app\/modules\/[^/]+\/routes\//.test(file) && !listed.has(file));
  expect(unlisted.map(rel)).toEqual([]);
});

test("the generic pieces come from app/platform/: no other feature imports the admin feature", () => {
  const intoAdmin = [...graph]
    .filter(([file]) => featureOf(file) !== "admin" && layerOf(file) !== "lists")
    .flatMap(([file, targets]) =>
      targets.filter((t) => featureOf(t) === "admin").map((t) => `${rel(file)} → ${rel(t)}`),
    );
  expect(intoAdmin).toEqual([]);
});

test("the database is reached one way: no route imports the handle, no module calls getDatabase()", () => {
  const offenders = [...graph.keys()]
    .filter((file) => {
      const layer = layerOf(file);
      if (layer !== "routes" && layer !== "modules" && layer !== "shell" && layer !== "lists") return false;
      const source = readFileSync(file, "utf8");
      return /getDatabase\s*\(/.test(source) || /#app\/db\/db\.server\.ts/.test(source);
    })
    .map(rel);
  expect(offenders).toEqual([]);
});

test("a complex's rows are reached through its scoped handle: nothing outside app/platform/sites unscopes a handle or builds the scope", () => {
  const offenders = [...graph.keys()]
    .filter((file) => !file.includes("/app/platform/sites/"))
    .filter((file) => /withoutPlugins\s*\(|new SiteScope\b/.test(readFileSync(file, "utf8")))
    .map(rel);
  expect(offenders).toEqual([]);
  // Raw SQL is not rewritten by the scope: it never names a complex-owned table (migrations excepted).
  const tables = new RegExp(`sql\`[^\`]*\\b(${SITE_TABLES.join("|")})\\b[^\`]*\``);
  const raw = [...graph.keys()]
    .filter((file) => !file.includes("/app/db/migrations/") && !/\.test\.tsx?$/.test(file))
    .filter((file) => tables.test(readFileSync(file, "utf8")))
    .map(rel);
  expect(raw).toEqual([]);
  // The server hands every request the handle of its host's complex (server/app.test.ts checks it runs).
  const server = readFileSync(path.join(root, "server/app.ts"), "utf8");
  expect(server).toMatch(/\[databaseContext, database && siteScoped\(database, site\.id\)\]/);
});
