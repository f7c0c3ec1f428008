/**
 * `npm run admin -- create --email admin@example.com [--name 홍보담당] [--role owner|manager|counsellor|marketer]
 * [--phone 010-1234-5678] [--site <complex id>]`
 * Creates a staff account (the first owner; the role defaults to owner) or resets its password and
 * role (ending its sessions); `--phone` sets its mobile number (invitation texts, the campaign test send). The password comes
 * from ADMIN_PASSWORD or, when that is unset, from a prompt that does not echo.
 */
import { parseArgs } from "node:util";
import { closeDatabase, getDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { isSiteId } from "#app/lib/site-id.ts";
import { setPhoneFromCommandLine } from "#app/modules/staff/phone.server.ts";
import { StaffPhoneSchema } from "#app/modules/staff/schema.ts";
import { getAuth } from "#app/platform/access/auth.server.ts";
import { isStaffRole } from "#app/platform/access/roles.ts";
import { createOrResetAdmin } from "#app/platform/access/users.server.ts";

const usage =
  "usage: npm run admin -- create --email <address> [--name <display name>] [--role owner|manager|counsellor|marketer] [--phone 010-1234-5678] [--site <complex id>]";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: "string" },
    name: { type: "string" },
    role: { type: "string" },
    phone: { type: "string" },
    // The complex a manager, counsellor or marketer works for (the first complex's when not given); an owner works for all.
    site: { type: "string" },
  },
});
if (
  positionals[0] !== "create" ||
  !values.email ||
  (values.role !== undefined && !isStaffRole(values.role)) ||
  (values.site !== undefined && !isSiteId(values.site))
) {
  console.error(usage);
  process.exit(2);
}
// Checked before the password is asked for: a wrong number changes nothing.
const phone = values.phone === undefined ? undefined : StaffPhoneSchema.safeParse({ phone: values.phone });
if (phone && !phone.success) {
  console.error(phone.error.issues[0]?.message ?? "휴대전화 번호를 확인해 주세요.");
  process.exit(2);
}

async function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) {
    // Piped input: read one line.
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
  }
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  let answer = "";
  return new Promise((resolve, reject) => {
    const onData = (data: Buffer) => {
      for (const char of data.toString("utf8")) {
        if (char === "\r" || char === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          stdout.write("\n");
          resolve(answer);
          return;
        }
        if (char === "\u0003") {
          stdin.setRawMode(false);
          reject(new Error("cancelled"));
          return;
        }
        if (char === "\u007f") answer = answer.slice(0, -1);
        else answer += char;
      }
    };
    stdin.on("data", onData);
  });
}

let password = getEnv().ADMIN_PASSWORD;
if (!password) {
  password = await promptHidden("비밀번호 (12자 이상): ");
  if (process.stdin.isTTY) {
    const again = await promptHidden("비밀번호 확인: ");
    if (again !== password) {
      console.error("비밀번호가 일치하지 않습니다.");
      process.exit(1);
    }
  }
}

const database = getDatabase();
await migrateToLatest(database.db);
try {
  const role = isStaffRole(values.role) ? values.role : "owner";
  const { created, userId } = await createOrResetAdmin(getAuth(), {
    email: values.email,
    name: values.name,
    password,
    role,
    siteId: values.site,
  });
  if (phone?.success) await setPhoneFromCommandLine(database.db, userId, phone.data.phone);
  console.log(
    created
      ? `계정을 만들었습니다: ${values.email} (${role})`
      : `비밀번호와 역할을 재설정했습니다: ${values.email} (${role}, 기존 세션 종료)`,
  );
  if (phone?.success) console.log("휴대전화 번호를 저장했습니다.");
} catch (error) {
  const message =
    error && typeof error === "object" && "issues" in error
      ? (error as { issues: { message: string }[] }).issues.map((issue) => issue.message).join("\n")
      : String(error);
  console.error(message);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
