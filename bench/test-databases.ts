/**
 * `node bench/test-databases.ts [count]`: the cost of one `open()` + `cleanup()` of
 * app/db/test-databases.ts on each database (PostgreSQL when TEST_DATABASE_URL is set), migrating
 * per open (no prepared run, as a script gets) and copying a template (a prepared run, as the unit
 * tests get). The first open apart (it builds the template), then the median and mean of the rest.
 */
import { prepareTestDatabaseTemplates, testDatabases } from "#app/db/test-databases.ts";

const count = Number(process.argv[2] ?? 20);
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

async function measure(mode: string) {
  for (const [name, open] of testDatabases()) {
    const t0 = performance.now();
    const first = await open();
    const firstOpen = performance.now() - t0;
    await first.cleanup();
    const opens: number[] = [];
    const cleanups: number[] = [];
    for (let i = 0; i < count; i++) {
      const a = performance.now();
      const database = await open();
      const b = performance.now();
      await database.cleanup();
      opens.push(b - a);
      cleanups.push(performance.now() - b);
    }
    console.log(
      `${mode.padEnd(9)} ${name.padEnd(8)} first open ${firstOpen.toFixed(0).padStart(4)} ms; ${count} more: open median ${median(opens).toFixed(1)} ms (mean ${mean(opens).toFixed(1)}), cleanup median ${median(cleanups).toFixed(1)} ms (mean ${mean(cleanups).toFixed(1)})`,
    );
  }
}

if (!process.argv.includes("--template-only")) await measure("migrate");
const teardown = await prepareTestDatabaseTemplates();
try {
  await measure("template");
} finally {
  await teardown();
}
