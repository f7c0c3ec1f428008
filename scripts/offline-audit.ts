/**
 * The offline half of `npm run audit`: package-lock.json against the vendored advisory snapshot
 * (security/advisories.json). It knows only the advisories in that file, as of its date.
 */
import semver from "semver";

export type Severity = "low" | "moderate" | "high" | "critical";
export type Advisory = { package: string; range: string; id: string; severity: Severity; title: string; seen: string };
export type AdvisorySnapshot = { snapshotDate: string; source: string; advisories: Advisory[] };
export type Lockfile = {
  lockfileVersion: number;
  packages: Record<string, { version?: string; dev?: boolean; link?: boolean }>;
};
export type Match = { name: string; version: string; path: string; advisory: Advisory };

const SEVERE: ReadonlySet<Severity> = new Set(["high", "critical"]);

/** `node_modules/a/node_modules/@s/b` → `@s/b`. */
const packageName = (lockPath: string) =>
  lockPath.slice(lockPath.lastIndexOf("node_modules/") + "node_modules/".length);

/** Production packages only (`dev` ones are left out, as `npm audit --omit=dev` does) unless includeDev. */
export function auditLockfile(lockfile: Lockfile, snapshot: AdvisorySnapshot, { includeDev = false } = {}) {
  if (lockfile.lockfileVersion < 2) throw new Error("package-lock.json must be lockfileVersion 2 or 3");
  const byPackage = new Map<string, Advisory[]>();
  for (const advisory of snapshot.advisories) {
    if (!semver.validRange(advisory.range)) throw new Error(`${advisory.id}: invalid range ${advisory.range}`);
    byPackage.set(advisory.package, [...(byPackage.get(advisory.package) ?? []), advisory]);
  }
  const audited = new Set<string>();
  const matches: Match[] = [];
  for (const [lockPath, entry] of Object.entries(lockfile.packages)) {
    if (!lockPath.includes("node_modules/") || entry.link || !entry.version) continue;
    if (entry.dev && !includeDev) continue;
    const name = packageName(lockPath);
    audited.add(`${name}@${entry.version}`);
    for (const advisory of byPackage.get(name) ?? []) {
      if (semver.satisfies(entry.version, advisory.range, { includePrerelease: true }))
        matches.push({ name, version: entry.version, path: lockPath, advisory });
    }
  }
  const counts: Record<Severity, number> = { critical: 0, high: 0, moderate: 0, low: 0 };
  for (const match of matches) counts[match.advisory.severity]++;
  return {
    matches,
    counts,
    failed: matches.some((match) => SEVERE.has(match.advisory.severity)),
    audited: [...audited].sort(),
  };
}
