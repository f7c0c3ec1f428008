/**
 * `npm run audit`: the production dependencies must have no high or critical advisory (CI runs it).
 * Exits 1 on such an advisory or an unexpected failure. When the registry's advisory service
 * refuses the request (some mirrors and closed networks answer 405/404), nothing was audited:
 * it says so loudly and exits 0, or 1 with AUDIT_REQUIRED=1.
 */
import { spawnSync } from "node:child_process";

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
  process.exit(severe > 0 ? 1 : 0);
}

const reason = report.message ?? report.error?.summary ?? (run.stderr || "no output").trim();
const timedOut = (run.error as NodeJS.ErrnoException | undefined)?.code === "ETIMEDOUT";
const refused =
  timedOut ||
  [404, 405, 501].includes(report.statusCode ?? 0) ||
  /ENOTFOUND|ECONNREFUSED|EAI_AGAIN|ETIMEDOUT/.test(reason);
if (refused) {
  console.log("audit: NOT CHECKED — the registry's advisory service refused the request from this machine:");
  console.log(`  ${reason}`);
  process.exit(process.env.AUDIT_REQUIRED === "1" ? 1 : 0);
}
console.error(`audit: npm audit failed: ${reason.trim()}`);
process.exit(1);
