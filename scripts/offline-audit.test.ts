import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { type AdvisorySnapshot, auditLockfile, type Lockfile } from "./offline-audit.ts";

const root = path.resolve(import.meta.dirname, "..");
const snapshot = JSON.parse(readFileSync(path.join(root, "security/advisories.json"), "utf8")) as AdvisorySnapshot;

const lockfile = (packages: Record<string, { version: string; dev?: boolean }>): Lockfile => ({
  lockfileVersion: 3,
  packages: { "": { version: "1.0.0" }, ...packages },
});

test("a lockfile with a known-vulnerable production version fails, naming the advisory", () => {
  const result = auditLockfile(
    lockfile({
      "node_modules/body-parser": { version: "1.20.2" },
      "node_modules/express/node_modules/path-to-regexp": { version: "0.1.7" },
      "node_modules/cookie": { version: "0.6.0" },
    }),
    snapshot,
  );
  expect(result.failed).toBe(true);
  expect(result.matches.map((match) => `${match.name}@${match.version} ${match.advisory.id}`)).toEqual([
    "body-parser@1.20.2 GHSA-qwcr-r2fm-qrc7",
    "path-to-regexp@0.1.7 GHSA-9wv6-86v2-598j",
    "path-to-regexp@0.1.7 GHSA-rhx6-c78j-4q9w",
    "cookie@0.6.0 GHSA-pxg6-pf52-xh8x",
  ]);
  expect(result.counts).toMatchObject({ high: 3, low: 1 });
});

test("patched versions, low and moderate advisories and development-only packages pass", () => {
  const result = auditLockfile(
    lockfile({
      "node_modules/body-parser": { version: "2.4.0" },
      "node_modules/cookie": { version: "0.6.0" },
      "node_modules/cross-spawn": { version: "7.0.3", dev: true },
      "node_modules/react-router": { version: "8.2.0" },
    }),
    snapshot,
  );
  expect(result.failed).toBe(false);
  expect(result.matches.map((match) => match.advisory.id)).toEqual(["GHSA-pxg6-pf52-xh8x", "GHSA-qwww-vcr4-c8h2"]);
  expect(result.audited).toEqual(["body-parser@2.4.0", "cookie@0.6.0", "react-router@8.2.0"]);
});

test("prereleases inside a range match; every range in the snapshot parses", () => {
  const result = auditLockfile(lockfile({ "node_modules/express": { version: "5.0.0-beta.1" } }), snapshot);
  expect(result.matches.map((match) => match.advisory.id)).toEqual(["GHSA-rv95-896h-c2vc", "GHSA-qw6h-vgh9-j6wx"]);
  expect(snapshot.snapshotDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(snapshot.advisories.length).toBeGreaterThan(10);
});

test("this project's own lockfile passes the snapshot", () => {
  const ours = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as Lockfile;
  const result = auditLockfile(ours, snapshot);
  expect(result.matches).toEqual([]);
  expect(result.audited).toContain("express@5.3.0");
});
