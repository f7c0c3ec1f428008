/**
 * `npm test`: every check, in stages, each timed; a table of the stage times is printed at the end
 * (also when a stage fails, which stops the run). Stages that share no state and leave a core idle
 * run side by side: the typecheck, the linter and the unit tests beside the production build (the
 * image step is cached, so the build is mostly one core of Rolldown).
 *
 *   node scripts/run-tests.ts            # all stages
 *   node scripts/run-tests.ts unit e2e   # some, by name
 *
 * `TEST_TIMES_FILE` (set by .ci/run): the times are also appended there as `name seconds` lines.
 */
import { spawn } from "node:child_process";
import { appendFileSync } from "node:fs";

type Job = { name: string; command: string; env?: Record<string, string> };
type Stage = Job[];

const E2E_SITE = "https://www.pentacity-hansin.example";
const STAGES: Stage[] = [
  [
    { name: "typecheck", command: "npm run --silent typecheck" },
    { name: "lint", command: "npm run --silent lint" },
    { name: "build", command: "npm run --silent build", env: { SITE_URL: E2E_SITE } },
    { name: "unit", command: "npx vitest run" },
  ],
  [{ name: "e2e", command: "npx playwright test" }],
  [{ name: "reliability", command: "npx vitest run --config vitest.reliability.config.ts" }],
];

const wanted = new Set(process.argv.slice(2));
const times: Array<{ name: string; seconds: number; ok: boolean }> = [];

function run(job: Job): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(job.command, { shell: true, stdio: "inherit", env: { ...process.env, ...job.env } });
    child.on("exit", (code) => {
      const seconds = (performance.now() - started) / 1000;
      times.push({ name: job.name, seconds, ok: code === 0 });
      if (process.env.TEST_TIMES_FILE)
        appendFileSync(process.env.TEST_TIMES_FILE, `${job.name} ${seconds.toFixed(1)}\n`);
      resolve(code === 0);
    });
  });
}

function printTimes(total: number) {
  console.log("\nstage times (seconds; stages in one row ran side by side):");
  for (const { name, seconds, ok } of times)
    console.log(`  ${name.padEnd(12)} ${seconds.toFixed(1).padStart(7)}${ok ? "" : "  FAILED"}`);
  console.log(`  ${"total".padEnd(12)} ${total.toFixed(1).padStart(7)}`);
}

const started = performance.now();
let ok = true;
for (const stage of STAGES) {
  const jobs = stage.filter((job) => wanted.size === 0 || wanted.has(job.name));
  if (jobs.length === 0) continue;
  const results = await Promise.all(jobs.map(run));
  if (results.includes(false)) {
    ok = false;
    break;
  }
}
printTimes((performance.now() - started) / 1000);
process.exit(ok ? 0 : 1);
