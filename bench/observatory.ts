/**
 * `npm run bench:observatory`: grades the production build's response headers with the MDN HTTP
 * Observatory (the scanner behind developer.mozilla.org/observatory), locally, as a visitor
 * reaches the site in production: an HTTPS front on 127.0.0.1:443 (the load balancer, with a
 * throw-away certificate for `localhost`), a plain-HTTP listener on 127.0.0.1:80 that answers
 * every request with a 301 to https, and `node server/index.ts` behind both. The scanner fetches
 * http://localhost/ and https://localhost/ on the standard ports (it takes no port), follows the
 * redirects, and scores CSP, HSTS, redirection, cookies, CORS, CORP, referrer policy, SRI,
 * X-Content-Type-Options and X-Frame-Options. Prints the grade, the score and each test, and
 * writes docs/security.md between `<!-- observatory:start -->` and `<!-- observatory:end -->`.
 *
 *   npm run bench:observatory                  # needs a production build and ports 80/443 (root)
 *   npm run bench:observatory -- --no-write-docs
 *
 * The scanner is not a dependency of the project: its install script (pg-native, for its own
 * API server) fails here and it pulls some 230 packages. It is installed once, with
 * --ignore-scripts, into .cache/observatory/. The skipped install script would also download
 * Chromium's HSTS preload list; an empty list stands in (localhost is on no preload list).
 * Only the scanner's process trusts the throw-away certificate authority (NODE_EXTRA_CA_CERTS):
 * the scanner gives HSTS and redirection no credit over a certificate it cannot verify.
 * Exit code 0 at grade A+, 1 below it or when the run itself fails. Node runs this TypeScript
 * directly (type stripping).
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { freePort, stopChild, waitUntilUp } from "./processes.ts";
import { forwardRequest } from "./proxy.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SCANNER_PACKAGE = "@mdn/mdn-http-observatory";
/** Pinned: the grade depends on the scanner's scoring (its ALGORITHM_VERSION). */
const SCANNER_VERSION = "1.4.8";
const SCANNER_DIR = path.join(root, ".cache/observatory");
const SCANNER_ROOT = path.join(SCANNER_DIR, "node_modules", SCANNER_PACKAGE);
const SCANNER_ENTRY = path.join(SCANNER_ROOT, "src/scanner/index.js");
const SITE_URL = "https://www.pentacity-hansin.example";
const HOSTNAME = "localhost";
const TARGET_GRADE = "A+";
const DOCS_FILE = path.join(root, "docs/security.md");
const DOCS_START = "<!-- observatory:start -->";
const DOCS_END = "<!-- observatory:end -->";
/** The whole run (install aside), then everything is stopped. */
const RUN_LIMIT_MS = 4 * 60_000;
/**
 * The scanner only ever asks for `/`. The front answers it first with the home page from the page
 * cache (its Content-Security-Policy lists the inline scripts' hashes), then with the same page
 * rendered on request (a query string sends it to the renderer: a fresh nonce per response).
 */
const PAGES = [
  { label: "cached home page", path: "/" },
  { label: "home page rendered on request", path: "/?observatory=rendered" },
] as const;
const SCAN_LIMIT_MS = 90_000;
const INSTALL_LIMIT_MS = 10 * 60_000;

const { values: args } = parseArgs({
  options: { "no-write-docs": { type: "boolean", default: false }, help: { type: "boolean", short: "h" } },
});
if (args.help) {
  console.log("Usage: npm run bench:observatory [-- --no-write-docs]");
  process.exit(0);
}

if (!existsSync(path.join(root, "build/server/index.js"))) {
  console.error(
    "No production build in build/. Build it first:\n\n  SITE_URL=https://www.pentacity-hansin.example npm run build\n",
  );
  process.exit(1);
}

type Certificates = { dir: string; caFile: string; key: Buffer; cert: Buffer };
type Page = (typeof PAGES)[number];

type TestResult = { result: string | null; pass: boolean | null; scoreModifier?: number; scoreDescription?: string };
type ScanResult = {
  scan: {
    algorithmVersion: number;
    grade: string;
    score: number;
    statusCode: number;
    testsPassed: number;
    testsFailed: number;
    testsQuantity: number;
    responseHeaders: Record<string, string>;
  };
  tests: Record<string, TestResult>;
};

/** Runs a command, failing with its output (not just its exit code) when it fails. */
function run(command: string, commandArgs: string[], options: { cwd?: string; timeout?: number } = {}): void {
  try {
    execFileSync(command, commandArgs, { ...options, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
  } catch (error) {
    const failure = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(
      `${command} ${commandArgs.join(" ")} failed:\n${failure.stderr || failure.stdout || failure.message}`,
    );
  }
}

/** The scanner in .cache/observatory/, installed without install scripts when missing. */
async function ensureScanner(): Promise<void> {
  if (!existsSync(SCANNER_ENTRY)) {
    console.log(`Installing ${SCANNER_PACKAGE}@${SCANNER_VERSION} into ${path.relative(root, SCANNER_DIR)}/ …`);
    await mkdir(SCANNER_DIR, { recursive: true });
    await writeFile(
      path.join(SCANNER_DIR, "package.json"),
      `${JSON.stringify({ private: true, dependencies: { [SCANNER_PACKAGE]: SCANNER_VERSION } }, null, 2)}\n`,
    );
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    run(npm, ["install", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], {
      cwd: SCANNER_DIR,
      timeout: INSTALL_LIMIT_MS,
    });
    if (!existsSync(SCANNER_ENTRY)) throw new Error(`${SCANNER_ENTRY} is missing after npm install`);
  }
  // What the skipped postinstall would have downloaded; the scanner reads it on every scan.
  const preload = path.join(SCANNER_ROOT, "conf/hsts-preload.json");
  if (!existsSync(preload)) await writeFile(preload, "{}\n");
}

function scannerVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(SCANNER_ROOT, "package.json"), "utf8")) as { version: string };
  return manifest.version;
}

/** A throw-away certificate authority and a `localhost` certificate it signed, valid one day. */
function makeCertificates(): Certificates {
  const dir = mkdtempSync(path.join(os.tmpdir(), "observatory-tls-"));
  const file = (name: string) => path.join(dir, name);
  try {
    run(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=Observatory bench CA"]
        .concat(["-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign"])
        .concat(["-keyout", file("ca.key"), "-out", file("ca.pem")]),
    );
    run(
      "openssl",
      ["req", "-newkey", "rsa:2048", "-nodes", "-subj", `/CN=${HOSTNAME}`].concat([
        "-keyout",
        file("leaf.key"),
        "-out",
        file("leaf.csr"),
      ]),
    );
    writeFileSync(
      file("leaf.ext"),
      [
        `subjectAltName=DNS:${HOSTNAME},IP:127.0.0.1`,
        "basicConstraints=critical,CA:FALSE",
        "keyUsage=critical,digitalSignature,keyEncipherment",
        "extendedKeyUsage=serverAuth",
        "",
      ].join("\n"),
    );
    run(
      "openssl",
      ["x509", "-req", "-in", file("leaf.csr"), "-CA", file("ca.pem"), "-CAkey", file("ca.key")].concat([
        "-CAcreateserial",
        "-days",
        "1",
        "-extfile",
        file("leaf.ext"),
        "-out",
        file("leaf.pem"),
      ]),
    );
    return { dir, caFile: file("ca.pem"), key: readFileSync(file("leaf.key")), cert: readFileSync(file("leaf.pem")) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** A failure with nothing to learn from a stack trace: the message says what to do. */
class SetupError extends Error {
  override name = "SetupError";
}

/** Listens on a fixed low port, turning the usual failures into instructions. */
function listen(server: http.Server, port: number, role: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EACCES") {
        reject(
          new SetupError(
            `Cannot listen on 127.0.0.1:${port} (${role}): ports below 1024 need root or CAP_NET_BIND_SERVICE. ` +
              "The Observatory scanner only fetches the standard ports 80 and 443, so run this as root, or grant Node " +
              `the capability: sudo setcap cap_net_bind_service=+ep ${process.execPath}`,
          ),
        );
      } else if (error.code === "EADDRINUSE") {
        reject(
          new SetupError(`127.0.0.1:${port} (${role}) is already in use; stop whatever listens there and run again.`),
        );
      } else {
        reject(error);
      }
    });
    server.listen(port, "127.0.0.1", () => resolve());
  });
}

function closeServer(server: http.Server | undefined): Promise<void> {
  if (!server?.listening) return Promise.resolve();
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * The load balancer: TLS on 443, requests passed to the server with X-Forwarded-For/-Proto
 * (the server runs with TRUST_PROXY=1, as in production), responses passed back unchanged.
 * A request for `/` goes to `rootPath()`, the page being graded.
 */
function tlsFront(upstreamPort: number, certificates: Certificates, rootPath: () => string): https.Server {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const server = https.createServer({ key: certificates.key, cert: certificates.cert }, (req, res) =>
    forwardRequest(
      req,
      res,
      { host: "127.0.0.1", port: upstreamPort, agent },
      {
        path: req.url === "/" ? rootPath() : req.url,
        headers: { "x-forwarded-for": req.socket.remoteAddress ?? "127.0.0.1", "x-forwarded-proto": "https" },
      },
    ),
  );
  server.on("close", () => agent.destroy());
  return server;
}

/** Port 80 as the load balancer answers it: every request, a 301 to the same path over https. */
function httpRedirector(): http.Server {
  return http.createServer((req, res) => {
    const host = (req.headers.host ?? HOSTNAME).replace(/:\d+$/, "");
    res.writeHead(301, { Location: `https://${host}${req.url ?? "/"}`, "Content-Length": "0" });
    res.end();
  });
}

/** The scan, in a child process that alone trusts the throw-away certificate authority. */
function runScan(caFile: string): Promise<ScanResult> {
  const program = [
    `const { scan } = await import(${JSON.stringify(`file://${SCANNER_ENTRY}`)});`,
    `const result = await scan(${JSON.stringify(HOSTNAME)});`,
    "process.stdout.write(JSON.stringify(result));",
  ].join("\n");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", program], {
      cwd: SCANNER_DIR,
      env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile, NODE_TLS_REJECT_UNAUTHORIZED: undefined },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), SCAN_LIMIT_MS);
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) {
        try {
          resolve(JSON.parse(stdout) as ScanResult);
        } catch {
          reject(new Error(`the scanner printed no result:\n${stdout.slice(0, 2000)}`));
        }
      } else {
        const why =
          signal === "SIGKILL" ? `did not finish within ${SCAN_LIMIT_MS / 1000} s` : `exited ${code ?? signal}`;
        reject(new Error(`the scanner ${why}:\n${stderr.trim().slice(-4000)}`));
      }
    });
  });
}

/** The test's points as the scanner prints them: "+5", "0", "-20". */
function points(modifier: number | undefined): string {
  if (modifier === undefined) return "–";
  return modifier > 0 ? `+${modifier}` : String(modifier);
}

function renderTerminal(page: Page, result: ScanResult): string {
  const { scan } = result;
  const width = Math.max(...Object.keys(result.tests).map((name) => name.length));
  const resultWidth = Math.max(...Object.values(result.tests).map((test) => (test.result ?? "–").length));
  const lines = [
    `${page.label} (${page.path})`,
    `Grade ${scan.grade} · score ${scan.score} · ${scan.testsPassed}/${scan.testsQuantity} tests passed · HTTP ${scan.statusCode}`,
    "",
    `${"test".padEnd(width)}  ${"result".padEnd(resultWidth)}  pass  points`,
  ];
  for (const [name, test] of Object.entries(result.tests)) {
    lines.push(
      `${name.padEnd(width)}  ${(test.result ?? "–").padEnd(resultWidth)}  ${(test.pass ? "yes" : "NO").padEnd(4)}  ${points(test.scoreModifier)}`,
    );
  }
  return lines.join("\n");
}

/** A header value for a Markdown table cell; the CSP and Permissions-Policy are long, so in code. */
function cell(value: string): string {
  return `\`${value.replaceAll("|", "\\|").replaceAll("`", "'")}\``;
}

type Graded = { page: Page; result: ScanResult };

function renderDocsBlock(graded: Graded[], meta: { date: Date; version: string; seconds: number }): string {
  const shown = [
    "content-security-policy",
    "strict-transport-security",
    "permissions-policy",
    "referrer-policy",
    "x-content-type-options",
    "x-frame-options",
    "cross-origin-opener-policy",
    "cross-origin-resource-policy",
  ];
  const [first] = graded;
  if (!first) throw new Error("nothing was graded");
  const testNames = Object.keys(first.result.tests);
  const lines = [
    DOCS_START,
    `Measured ${meta.date.toISOString().slice(0, 16).replace("T", " ")} UTC with \`npm run bench:observatory\`: ` +
      `${SCANNER_PACKAGE} ${meta.version} (scoring algorithm ${first.result.scan.algorithmVersion}), the production build ` +
      `(\`SITE_URL=${SITE_URL}\`) behind an HTTPS front on 127.0.0.1:443 and a 301 to https on 127.0.0.1:80, ` +
      `scanned as \`${HOSTNAME}\`; the run took ${meta.seconds.toFixed(0)} s.`,
    "",
    ...graded.map(
      ({ page, result: { scan } }) =>
        `- ${page.label} (the front answers \`/\` with \`${page.path}\`): **grade ${scan.grade}, score ${scan.score}** ` +
        `(target ${TARGET_GRADE}); ${scan.testsPassed} of ${scan.testsQuantity} tests passed; HTTP ${scan.statusCode}.`,
    ),
    "",
    `| Test | ${graded.map(({ page }) => page.label).join(" | ")} |`,
    `| --- | ${graded.map(() => "---").join(" | ")} |`,
    ...testNames.map((name) => {
      const cells = graded.map(({ result }) => {
        const test = result.tests[name];
        if (!test) return "–";
        return `\`${test.result ?? "–"}\` ${test.pass ? "pass" : "**fail**"}, ${points(test.scoreModifier)}`;
      });
      return `| ${name} | ${cells.join(" | ")} |`;
    }),
    "",
    `Headers of the scanned response (${first.page.label}):`,
    "",
    "| Header | Value |",
    "| --- | --- |",
    ...shown
      .filter((name) => first.result.scan.responseHeaders[name] !== undefined)
      .map((name) => `| ${name} | ${cell(String(first.result.scan.responseHeaders[name]))} |`),
    ...graded.slice(1).flatMap(({ page, result }) => {
      const csp = result.scan.responseHeaders["content-security-policy"];
      return csp === undefined ? [] : ["", `Content-Security-Policy of the ${page.label}: ${cell(csp)}`];
    }),
    DOCS_END,
  ];
  return lines.join("\n");
}

const DOCS_INTRO = `# Security

## Observatory grade

The response headers (server/security-headers.ts) graded by the
[MDN HTTP Observatory](https://developer.mozilla.org/en-US/observatory) scanner, run locally against
the production build. Target: **A+**.

How to run (as root, since the scanner only fetches the standard ports 80 and 443):

\`\`\`sh
SITE_URL=https://www.pentacity-hansin.example npm run build
npm run bench:observatory
\`\`\`

The first run installs the scanner into \`.cache/observatory/\` (\`npm install --ignore-scripts\`; it is not a
project dependency). The script starts \`node server/index.ts\` (NODE_ENV=production, a throw-away SQLite
database) behind an HTTPS front on 127.0.0.1:443, with a certificate for \`localhost\` signed by a throw-away
certificate authority that only the scanner's process trusts, and a listener on 127.0.0.1:80 that answers
every request with a 301 to https, as the load balancer does in production. It scans \`localhost\`, prints
the grade and each test, rewrites the block below and stops everything. Exit code 1 below A+.

Local differences from a scan of the public site: the host is \`localhost\` (on no HSTS preload list, so
\`hsts-preloaded\` cannot be earned here), the certificate and the port-80 redirect are the script's
stand-ins for the load balancer's. The scanner only ever asks for \`/\`, so the run grades the home page
twice: from the page cache (its Content-Security-Policy lists the inline scripts' hashes) and rendered on
request (the front asks for \`/?observatory=rendered\`, which goes to the renderer: a fresh nonce per response).

`;

async function writeDocs(block: string): Promise<void> {
  let text: string;
  try {
    text = await readFile(DOCS_FILE, "utf8");
  } catch {
    text = DOCS_INTRO;
  }
  const start = text.indexOf(DOCS_START);
  const end = text.indexOf(DOCS_END);
  const next =
    start !== -1 && end > start
      ? `${text.slice(0, start)}${block}${text.slice(end + DOCS_END.length)}`
      : `${text.trimEnd()}\n\n${block}\n`;
  await writeFile(DOCS_FILE, next);
}

// Everything started here is stopped on every way out: normal end, error, Ctrl-C, the time limit.
let serverChild: ReturnType<typeof spawn> | undefined;
let databaseDir: string | undefined;
let certificates: Certificates | undefined;
let front: https.Server | undefined;
let redirector: http.Server | undefined;
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all([closeServer(front), closeServer(redirector)]);
    if (serverChild) await stopChild(serverChild);
    if (databaseDir) await rm(databaseDir, { recursive: true, force: true });
    if (certificates) rmSync(certificates.dir, { recursive: true, force: true });
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and the listeners…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function startServer(): Promise<number> {
  databaseDir = mkdtempSync(path.join(os.tmpdir(), "observatory-db-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    NODE_ENV: "production",
    DATABASE_URL: `file:${path.join(databaseDir, "observatory.db")}`,
    AUTH_SECRET: `observatory-${"x".repeat(32)}`,
    LOG_LEVEL: "warn",
    SITE_URL,
    TRUST_PROXY: "1",
  };
  // Nothing leaves the machine during the scan.
  delete env.LEAD_WEBHOOK_URL;
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  serverChild = child;
  await waitUntilUp(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 60_000, child });
  return port;
}

async function main(): Promise<number> {
  await ensureScanner();
  const version = scannerVersion();
  const started = Date.now();
  const watchdog = setTimeout(() => {
    console.error(`\nThe run took longer than ${RUN_LIMIT_MS / 1000} s; stopping everything.`);
    void cleanUp().finally(() => process.exit(1));
  }, RUN_LIMIT_MS);
  watchdog.unref();

  console.log("Starting the production server…");
  const port = await startServer();
  certificates = makeCertificates();
  let current: Page = PAGES[0];
  front = tlsFront(port, certificates, () => current.path);
  redirector = httpRedirector();
  await listen(front, 443, "the HTTPS front");
  await listen(redirector, 80, "the redirect to https");
  console.log(`Server on 127.0.0.1:${port}; https://${HOSTNAME}/ → it, http://${HOSTNAME}/ → 301 to https.`);

  const graded: Graded[] = [];
  for (const page of PAGES) {
    current = page;
    console.log(`Scanning ${HOSTNAME} (${page.label}) with ${SCANNER_PACKAGE} ${version}…`);
    graded.push({ page, result: await runScan(certificates.caFile) });
  }
  const seconds = (Date.now() - started) / 1000;
  await cleanUp();
  clearTimeout(watchdog);

  for (const { page, result } of graded) {
    console.log(`\n${renderTerminal(page, result)}`);
    const losing = Object.entries(result.tests).filter(([, test]) => (test.scoreModifier ?? 0) < 0 || !test.pass);
    for (const [name, test] of losing) {
      const why = (test.scoreDescription ?? "").replace(/<[^>]+>/g, "").replace(/\s+/g, " ");
      console.log(`  ${name}: ${test.result} (${points(test.scoreModifier)}) — ${why.trim()}`);
    }
  }
  if (!args["no-write-docs"]) {
    await writeDocs(renderDocsBlock(graded, { date: new Date(), version, seconds }));
    console.log(`\nWrote ${path.relative(root, DOCS_FILE)} (observatory block).`);
  }
  const below = graded.filter(({ result }) => result.scan.grade !== TARGET_GRADE);
  if (below.length) {
    const list = below.map(({ page, result }) => `${page.label}: ${result.scan.grade}`).join(", ");
    console.error(`\nBelow the target ${TARGET_GRADE} (${list}); exit code 1.`);
    return 1;
  }
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof SetupError) console.error(`\n${error.message}`);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  await cleanUp();
  process.exit(1);
}
