/**
 * Logs: leads go through every path (the JSON endpoint, the no-JS page action, a duplicate, an
 * invalid one, a rate-limited one, forwarding to a webhook that fails, and on PostgreSQL a
 * database refusal), then the captured server logs are searched for the names, phone numbers
 * (as typed and normalised), email and message: none may appear. The logs must hold the lead
 * events themselves, so an empty log cannot pass.
 */
import { afterAll, describe, expect, test } from "vitest";
import { inquiryMessages } from "../../app/modules/leads/copy.ts";
import { logEntries, postPageForm } from "./clients.ts";
import { startWebhookReceiver } from "./fault-helpers.ts";
import {
  leadBody,
  POSTGRES_URL,
  postgresStore,
  postLead,
  sqliteStore,
  startServer,
  stopAll,
  type TestStore,
} from "./harness.ts";
import { queryStore, readLeads } from "./lead-rows.ts";

afterAll(stopAll);

async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

async function logsRun(store: TestStore) {
  // A webhook that fails (500) and echoes what it was sent, as a careless receiver might.
  const hook = await startWebhookReceiver({ behaviour: "fail", echo: true });
  const postgres = store.kind === "postgres";
  try {
    // Accepted submissions: 1, its duplicate, 3, 5 (and 7 on PostgreSQL); the next is the one too many.
    const limit = postgres ? 5 : 4;
    const server = await startServer({
      databaseUrl: store.url,
      env: { LEAD_RATE_LIMIT: String(limit), LEAD_WEBHOOK_URL: hook.url },
    });
    const personal: string[] = [];
    const statuses: Record<string, number> = {};

    // 1. The JSON endpoint, the phone typed without dashes; 2. the same post again (a double click).
    const first = leadBody(1, { name: "홍길순", phone: "01098765432", message: "주차 문의드립니다 비밀메모" });
    personal.push("홍길순", "01098765432", "010-9876-5432", "주차 문의드립니다 비밀메모");
    statuses.api = (await postLead(server, first)).status;
    statuses.duplicate = (await postLead(server, first)).status;

    // 3. The no-JS page action.
    const page = leadBody(3, {
      form: "inquiry",
      name: "박비밀",
      phone: "010 2345 6789",
      message: "분양가 문의 비공개내용",
      sourcePath: "/Promotion/Customer",
    });
    personal.push("박비밀", "010 2345 6789", "010-2345-6789", "01023456789", "분양가 문의 비공개내용");
    const pageResponse = await postPageForm(server, "/Promotion/Customer", page);
    statuses.page = pageResponse.status;

    // 4. Invalid (no consent): refused before the rate limit counts it.
    const invalid = leadBody(4, { name: "최무효", phone: "01055554444" });
    invalid.delete("privacyConsent");
    personal.push("최무효", "01055554444", "010-5555-4444");
    statuses.invalid = (await postLead(server, invalid)).status;

    // 5. The interest form, with an email address.
    const interest = leadBody(5, {
      form: "interest",
      name: "윤메일",
      phone: "010-3333-2222",
      email: "leak-check@rel.example",
      visitDate: "2026-12-24",
    });
    personal.push("윤메일", "01033332222", "010-3333-2222", "leak-check@rel.example");
    statuses.interest = (await postLead(server, interest)).status;

    // 7. PostgreSQL: the database refuses the row (a constraint), whose error names the failing row.
    if (postgres) {
      await queryStore(store, "alter table leads add constraint rel_refuse check (name <> '장실패')");
      const refused = leadBody(7, { name: "장실패", phone: "01044448888" });
      personal.push("장실패", "01044448888", "010-4444-8888");
      statuses.refused = (await postLead(server, refused)).status;
      await queryStore(store, "alter table leads drop constraint rel_refuse");
    }

    // 6. One too many from this address.
    const limited = leadBody(6, { name: "정제한", phone: "01077776666" });
    personal.push("정제한", "01077776666", "010-7777-6666");
    statuses.rateLimited = (await postLead(server, limited)).status;

    // The relay forwards the three new leads; the webhook answers 500 with the lead in its body.
    await until(() => hook.posts.length >= 3, 20_000);
    await until(() => logEntries(server).filter((entry) => entry.msg === "lead.delivery.retry").length >= 3, 10_000);
    await server.stop();

    const logs = server.logs();
    const events = logEntries(server).map((entry) => String(entry.msg));
    const count = (msg: string) => events.filter((event) => event === msg).length;
    const found = personal.filter((value) => logs.includes(value));
    const stored = (await readLeads(store)).map((row) => row.phone).sort();
    console.log(
      `reliability logs (${store.kind}): ${logs.split("\n").filter(Boolean).length} log lines, answers ${JSON.stringify(statuses)}, ` +
        `lead.stored ${count("lead.stored")}, lead.duplicate ${count("lead.duplicate")}, rejected.invalid ${count("lead.rejected.invalid")}, ` +
        `rejected.rate_limited ${count("lead.rejected.rate_limited")}, store_failed ${count("lead.store_failed")}, ` +
        `delivery.retry ${count("lead.delivery.retry")}; ${personal.length} personal values searched, found ${found.length}`,
    );

    expect(statuses).toEqual({
      api: 200,
      duplicate: 200,
      page: 200,
      invalid: 400,
      interest: 200,
      ...(postgres ? { refused: 503 } : {}),
      rateLimited: 429,
    });
    expect(pageResponse.text).toContain(inquiryMessages.success);
    expect(stored).toEqual(["010-2345-6789", "010-3333-2222", "010-9876-5432"]);
    expect(count("lead.stored")).toBe(3);
    expect(count("lead.duplicate")).toBe(1);
    expect(count("lead.rejected.invalid")).toBe(1);
    expect(count("lead.rejected.rate_limited")).toBe(1);
    expect(count("lead.store_failed")).toBe(postgres ? 1 : 0);
    expect(count("lead.delivery.retry")).toBeGreaterThanOrEqual(3);
    expect(found, found.length ? logs : "").toEqual([]);
  } finally {
    await stopAll();
    await hook.close();
    await store.cleanup();
  }
}

describe("no names or phone numbers in the server logs", () => {
  test("SQLite: every lead path logs its event and no personal data", () => logsRun(sqliteStore()));
  test.skipIf(!POSTGRES_URL)("PostgreSQL: every lead path, a refused row included, logs no personal data", async () =>
    logsRun(await postgresStore()),
  );
});

/** The log lines a server wrote while `send` ran, once its output has settled. */
async function linesDuring(server: { logs(): string }, send: () => Promise<unknown>): Promise<string[]> {
  const before = server.logs().length;
  await send();
  // Logging is asynchronous (pino): wait until nothing more arrives for a moment.
  let seen = -1;
  while (seen !== server.logs().length) {
    seen = server.logs().length;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return server
    .logs()
    .slice(before)
    .split("\n")
    .filter((line) => line.trim() !== "");
}

test("refused requests log one structured line at most, without a stack trace", async () => {
  const store = sqliteStore();
  try {
    const server = await startServer({ databaseUrl: store.url });
    const post = (path: string, headers: Record<string, string>, body: string) =>
      fetch(`${server.url}${path}`, { method: "POST", headers, body, redirect: "manual" }).then((r) => r.text());
    const form = { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" };
    const json = { Origin: server.url, "Content-Type": "application/json" };
    const requests: [string, () => Promise<unknown>][] = [
      ["POST /no-such-page", () => post("/no-such-page", form, "a=1")],
      ["POST /no-such-page.data", () => post("/no-such-page.data", form, "a=1")],
      ["POST /api/auth/sign-in/email", () => post("/api/auth/sign-in/email", json, '{"email":"a@b.c","password":"x"}')],
      ["POST /api/auth/sign-up/email", () => post("/api/auth/sign-up/email", json, "{}")],
      ["POST /no-such-page (cross-site)", () => post("/no-such-page", { ...form, Origin: "https://evil.example" }, "")],
    ];
    const report: string[] = [];
    const offending: string[] = [];
    for (const [label, send] of requests) {
      const lines = await linesDuring(server, send);
      report.push(`${label}: ${lines.length}`);
      const structured = lines.every((line) => {
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          return !JSON.stringify(entry).includes("    at ");
        } catch {
          return false;
        }
      });
      if (lines.length > 1 || !structured) offending.push(`${label}:\n${lines.join("\n")}`);
    }
    console.log(`reliability logs: lines per refused request: ${report.join(", ")}`);
    expect(offending).toEqual([]);
  } finally {
    await stopAll();
    await store.cleanup();
  }
});
