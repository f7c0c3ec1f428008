/**
 * `npm run audit`: the production dependencies must have no high or critical advisory (CI runs it).
 * Two checks: offline, package-lock.json against the vendored snapshot security/advisories.json
 * (only as current as its date; scripts/offline-audit.ts), then `npm audit` online. Exits 1 on a
 * high or critical advisory from either, or an unexpected failure. When the registry's advisory
 * service refuses the request (some mirrors and closed networks answer 405/404), the online check
 * did not happen: it says so loudly and relies on the snapshot (exit 0), or exits 1 with
 * AUDIT_REQUIRED=1.
 *
 *   npm run audit -- --record   # also writes security/audited.json: the versions audited, and when
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type AdvisorySnapshot, auditLockfile, type Lockfile } from "./offline-audit.ts";

const root = path.resolve(import.meta.dirname, "..");
const lockText = readFileSync(path.join(root, "package-lock.json"), "utf8");
const snapshot = JSON.parse(readFileSync(path.join(root, "security/advisories.json"), "utf8")) as AdvisorySnapshot;
const offline = auditLockfile(JSON.parse(lockText) as Lockfile, snapshot);
const { critical, high, moderate, low } = offline.counts;
console.log(
  `audit (offline): ${offline.audited.length} production packages in package-lock.json against the snapshot ` +
    `security/advisories.json of ${snapshot.snapshotDate} (${snapshot.advisories.length} advisories; newer ones are not known to it): ` +
    `${critical} critical, ${high} high, ${moderate} moderate, ${low} low`,
);
for (const { name, version, advisory } of offline.matches)
  console.log(`  ${advisory.severity}: ${name}@${version} ${advisory.id} (${advisory.range}) ${advisory.title}`);
if (process.argv.includes("--record")) {
  const record = {
    auditedAt: new Date().toISOString(),
    snapshotDate: snapshot.snapshotDate,
    lockfileSha256: createHash("sha256").update(lockText).digest("hex"),
    counts: offline.counts,
    packages: offline.audited,
  };
  writeFileSync(path.join(root, "security/audited.json"), `${JSON.stringify(record, null, 2)}\n`);
  console.log("audit (offline): recorded in security/audited.json");
}

type AuditReport = {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
  error?: { code?: string; summary?: string; detail?: string };
  /** What npm prints when the advisory request itself failed. */
  message?: string;
  statusCode?: number;
};

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", timeout: 120_000 });
let report: AuditReport = {};
try {
  report = JSON.parse(run.stdout || "{}") as AuditReport;
} catch {
  report = { error: { summary: (run.stdout || run.stderr || "no output").slice(0, 500) } };
}

const counts = report.metadata?.vulnerabilities;
if (counts) {
  const severe = (counts.high ?? 0) + (counts.critical ?? 0);
  console.log(
    `audit: production dependencies: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
  );
  for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
    if (entry.severity === "high" || entry.severity === "critical") console.log(`  ${entry.severity}: ${name}`);
  }
  process.exit(severe > 0 || offline.failed ? 1 : 0);
}

const reason = report.message ?? report.error?.summary ?? (run.stderr || "no output").trim();
const timedOut = (run.error as NodeJS.ErrnoException | undefined)?.code === "ETIMEDOUT";
const refused =
  timedOut ||
  [404, 405, 501].includes(report.statusCode ?? 0) ||
  /ENOTFOUND|ECONNREFUSED|EAI_AGAIN|ETIMEDOUT/.test(reason);
if (refused) {
  console.log("audit: online NOT CHECKED — the registry's advisory service refused the request from this machine:");
  console.log(`  ${reason}`);
  console.log(`  Only the offline snapshot of ${snapshot.snapshotDate} above was checked.`);
  process.exit(process.env.AUDIT_REQUIRED === "1" || offline.failed ? 1 : 0);
}
console.error(`audit: npm audit failed: ${reason.trim()}`);
process.exit(1);
