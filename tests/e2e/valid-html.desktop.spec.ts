import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { E2E_DATABASE_FILE, expect, test } from "./fixtures.ts";
import { publicPagePaths, seedTemplateComplex, TEMPLATE_SITE, templatePagePaths } from "./public-pages.ts";

/**
 * Every public page (the designed complex's and a template complex's) and the admin sign-in page, as the server renders them, pass the W3C Nu Html
 * Checker with no error. The HTML is the same for both layouts, so this runs once (file name), and
 * the checker runs once over all the files: each start of the Java program costs seconds.
 */
const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;

type VnuMessage = { type: string; url?: string; lastLine?: number; message: string; extract?: string };

/**
 * The oldest press article and notice: the byte budget spec (the desktop-first project, run before
 * this one on the empty database) seeds them, and no spec changes them, whereas the newest items
 * belong to specs running alongside this one, which may remove them between two requests.
 */
function budgetSeededItems(): { article: string; notice: string } {
  const db = new Database(E2E_DATABASE_FILE, { readonly: true, fileMustExist: true });
  try {
    const oldest = (table: "press" | "notices") =>
      (
        db.prepare(`select id from ${table} where site_id = 'pentacityhansin' order by created_at limit 1`).get() as
          | { id: string }
          | undefined
      )?.id;
    const article = oldest("press");
    const notice = oldest("notices");
    if (!article || !notice) throw new Error("no press article or notice to check: run with the desktop-first project");
    return { article, notice };
  } finally {
    db.close();
  }
}

/** Runs the checker; its JSON report is on stderr. A missing Java fails with what to install. */
function runVnu(files: string[]): Promise<{ code: number | null; report: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("java", ["-jar", vnuJar, "--format", "json", "--errors-only", ...files]);
    let report = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      report += chunk;
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(
              "Java is not installed: the Nu Html Checker (vnu-jar) needs it (apt-get install default-jre-headless)",
            )
          : error,
      ),
    );
    child.on("close", (code) => resolve({ code, report }));
  });
}

test("every public page and the admin sign-in page are valid HTML (Nu Html Checker)", async ({ request }) => {
  // Java's start and the check take about 10 s on an idle 2-core machine; CI's is shared and slower.
  test.setTimeout(120_000);
  const paths = [...publicPagePaths(budgetSeededItems()), "/admin/login"];
  const dir = await mkdtemp(path.join(tmpdir(), "vnu-"));
  try {
    const pageOf = new Map<string, string>();
    for (const [index, pagePath] of paths.entries()) {
      const response = await request.get(pagePath);
      expect(response.status(), pagePath).toBe(200);
      const file = path.join(dir, `${String(index).padStart(2, "0")}${pagePath.replaceAll(/[^\w]+/g, "_")}.html`);
      await writeFile(file, await response.body());
      pageOf.set(file, pagePath);
    }
    // The standard template's pages, on its complex's host.
    seedTemplateComplex();
    const onTemplate = { headers: { Host: TEMPLATE_SITE.host } };
    await expect.poll(async () => (await request.get("/", onTemplate)).status()).toBe(200);
    for (const [index, pagePath] of templatePagePaths.entries()) {
      const response = await request.get(pagePath, onTemplate);
      expect(response.status(), `template ${pagePath}`).toBe(200);
      const file = path.join(dir, `t${String(index).padStart(2, "0")}${pagePath.replaceAll(/[^\w]+/g, "_")}.html`);
      await writeFile(file, await response.body());
      pageOf.set(file, `template ${pagePath}`);
    }

    const { code, report } = await runVnu([...pageOf.keys()]);
    let messages: VnuMessage[];
    try {
      messages = (JSON.parse(report) as { messages: VnuMessage[] }).messages;
    } catch {
      throw new Error(`the checker did not report JSON (exit ${code}): ${report.slice(0, 2000)}`);
    }
    const errors = messages.map((m) => {
      const file = m.url ? decodeURIComponent(new URL(m.url).pathname) : "";
      return `${pageOf.get(file) ?? file}:${m.lastLine ?? "?"}: ${m.message}${m.extract ? ` — ${m.extract.trim()}` : ""}`;
    });
    console.log(
      `vnu: ${pageOf.size} pages (${templatePagePaths.length} of them a template complex's), ${errors.length} errors`,
    );
    expect(errors).toEqual([]);
    // A fault of the checker's own (a file it could not read) is either a message above or this exit code.
    expect(code, report).toBe(0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
