import { Writable } from "node:stream";
import { expect, test } from "vitest";
import { createLogger } from "./logger.server.ts";

/** A logger at "info" whose lines land in `lines`. */
function capturedLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger("info", sink) };
}

test("names, phone numbers and messages never reach a log line", () => {
  const { lines, logger } = capturedLogger();
  logger.info(
    {
      name: "홍길동",
      phone: "010-1234-5678",
      lead: { id: "lead-1", name: "홍길동", phone: "010-1234-5678", message: "문의" },
    },
    "lead.stored",
  );
  logger.error({ err: new Error("database is locked") }, "lead.store_failed");

  const output = lines.join("");
  expect(output).not.toContain("홍길동");
  expect(output).not.toContain("010-1234-5678");
  expect(output).not.toContain("문의");
  const [stored, failed] = lines.map((line) => JSON.parse(line));
  expect(stored).toMatchObject({ level: "info", msg: "lead.stored", name: "[redacted]", lead: { id: "lead-1" } });
  expect(failed).toMatchObject({ level: "error", err: { message: "database is locked" } });
});

test("a database error's detail, which quotes the refused row, is censored; its message stays", () => {
  const { lines, logger } = capturedLogger();
  // What pg throws for a refused row (a check or not-null constraint).
  const refused = Object.assign(new Error('new row for relation "leads" violates check constraint "x"'), {
    code: "23514",
    detail: "Failing row contains (lead-1, 홍길동, 010-1234-5678, 1, 0).",
  });
  logger.error({ err: refused }, "lead.store_failed");
  logger.error({ err: new Error("wrapped", { cause: refused }) }, "lead.store_failed");

  const output = lines.join("");
  expect(output).not.toContain("홍길동");
  expect(output).not.toContain("010-1234-5678");
  const [direct, wrapped] = lines.map((line) => JSON.parse(line));
  expect(direct.err).toMatchObject({ code: "23514", detail: "[redacted]", message: expect.stringContaining("leads") });
  expect(wrapped.err.message).toMatch(/^wrapped/);
});
