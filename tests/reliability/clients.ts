/** Browser-like requests for the reliability suite: a no-JS form post, the admin sign-in, log lines. */
import { execFileSync } from "node:child_process";
import http from "node:http";
import { AUTH_SECRET, CHEAP_PASSWORD_HASH, ROOT, SITE_URL, type TestServer } from "./harness.ts";

/** POST a form to a page as a browser without JavaScript does (document request, same origin). */
export async function postPageForm(server: Pick<TestServer, "url">, pagePath: string, body: URLSearchParams) {
  const response = await fetch(`${server.url}${pagePath}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: {
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "text/html",
      "Sec-Fetch-Mode": "navigate",
      "Sec-Fetch-Site": "same-origin",
    },
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, text: await response.text() };
}

export const ADMIN_PASSWORD = "reliability-관리자-password-2026";

/** An operator's `node scripts/<name>.ts …` against a store (production settings); its output. */
export function operatorCommand(databaseUrl: string, args: string[], env: Record<string, string> = {}): string {
  return execFileSync(process.execPath, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      SITE_URL,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET,
      ...CHEAP_PASSWORD_HASH,
      LOG_LEVEL: "silent",
      ...env,
    },
    stdio: "pipe",
    timeout: 60_000,
  }).toString("utf8");
}

/** `node scripts/admin.ts create` against a store, as an operator runs it. */
export function createAdmin(databaseUrl: string, email: string): string {
  return operatorCommand(databaseUrl, ["scripts/admin.ts", "create", "--email", email], { ADMIN_PASSWORD });
}

/** A GET naming the Host the test chooses (fetch sets its own): another complex's address. */
export function getWithHost(server: Pick<TestServer, "url">, path: string, host: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const target = new URL(server.url);
    http
      .get({ host: target.hostname, port: target.port, path, headers: { host }, timeout: 30_000 }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
        );
      })
      .on("error", reject);
  });
}

/** A form POST naming the Host the test chooses, as that host's own page posts it (its Origin); `cookie` sent as is. */
export function postWithHost(
  server: Pick<TestServer, "url">,
  path: string,
  host: string,
  body: URLSearchParams,
  cookie = "",
) {
  return new Promise<{ status: number; location: string | null; text: string; cookies: string[] }>(
    (resolve, reject) => {
      const target = new URL(server.url);
      const payload = Buffer.from(body.toString());
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path,
          method: "POST",
          timeout: 60_000,
          headers: {
            host,
            origin: `http://${host}`,
            ...(cookie ? { cookie } : {}),
            "content-type": "application/x-www-form-urlencoded",
            "content-length": payload.length,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              location: response.headers.location ?? null,
              text: Buffer.concat(chunks).toString("utf8"),
              cookies: (response.headers["set-cookie"] ?? []).map((line) => line.split(";")[0] ?? ""),
            }),
          );
        },
      );
      request.on("error", reject);
      request.end(payload);
    },
  );
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header sends them back. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Signs in through the login form (document POST); returns the response and the cookies it set. */
export async function signIn(server: Pick<TestServer, "url">, email: string, redirectTo = "/admin/leads") {
  const response = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password: ADMIN_PASSWORD, redirectTo }),
    redirect: "manual",
    headers: {
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "text/html",
    },
    signal: AbortSignal.timeout(60_000),
  });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get("location"), cookie: cookieHeader(response) };
}

/** GET a page with an optional Cookie header, without following redirects. */
export async function getPage(server: Pick<TestServer, "url">, pagePath: string, cookie?: string) {
  const response = await fetch(`${server.url}${pagePath}`, {
    redirect: "manual",
    headers: { Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}) },
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

/** The server's pino lines, parsed (anything that is not JSON is skipped). */
export function logEntries(server: Pick<TestServer, "logs">): Record<string, unknown>[] {
  const entries: Record<string, unknown>[] = [];
  for (const line of server.logs().split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      entries.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      // a partial line at the end of the buffer
    }
  }
  return entries;
}
