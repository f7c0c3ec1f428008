import { Writable } from "node:stream";
import { expect, test } from "vitest";
import { createLogger } from "./logger.server.ts";

test("names, phone numbers and messages never reach a log line", () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = createLogger("info", sink);
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
