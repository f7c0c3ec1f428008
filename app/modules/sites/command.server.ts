import { parseArgs } from "node:util";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import { SITE_STATUS_LABELS } from "#app/platform/sites/site.ts";
import { addHost, addSite, listSites, SiteInputError, setSiteStatus } from "#app/platform/sites/sites.server.ts";

export const SITE_COMMAND_USAGE = [
  "사용법:",
  "  npm run site -- list",
  "  npm run site -- add --id <아이디> --name <단지 이름> --host <호스트> [--builder <시공사>]",
  "  npm run site -- host --id <아이디> --host <호스트>",
  "  npm run site -- status --id <아이디> --status preparing|live|closed",
].join("\n");

export type CommandOutput = { out: (line: string) => void; err: (line: string) => void };

/** The operator's entries carry no staff account: the command line is named instead. */
const COMMAND_LINE = { actorId: null, actorEmail: null, ipAddress: null, reason: "명령줄(npm run site)" } as const;

/**
 * `npm run site`: 0 done, 1 refused (a taken id or host, an unknown complex), 2 a usage error.
 * Every change is audit-logged in its transaction and reaches every instance by the content signal.
 */
export async function runSiteCommand(db: Kysely<Database>, argv: string[], io: CommandOutput): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch {
    io.err(SITE_COMMAND_USAGE);
    return 2;
  }
  const { positionals, values } = parsed;
  const command = positionals[0];
  try {
    if (command === "list" && positionals.length === 1) {
      const sites = await listSites(db);
      for (const site of sites) {
        const hosts = site.hosts.length ? site.hosts.join(", ") : "(SITE_URL·ALLOWED_ORIGINS의 주소)";
        io.out(`${site.id}\t${site.name}\t${SITE_STATUS_LABELS[site.status]}\t${hosts}`);
      }
      if (sites.length === 0) io.out("등록된 단지가 없습니다. 서버를 한 번 시작하면 기본 단지가 등록됩니다.");
      return 0;
    }
    if (command === "add" && values.id && values.name && values.host) {
      const site = await addSite(
        db,
        { id: values.id, name: values.name, host: values.host, builder: values.builder ?? "" },
        { also: (trx) => recordAudit(trx, { ...COMMAND_LINE, action: "site.create", target: values.id }) },
      );
      io.out(`단지를 추가했습니다: ${site.id} (${site.name}), 호스트 ${site.host}, 상태 준비 중`);
      return 0;
    }
    if (command === "host" && values.id && values.host) {
      const host = await addHost(db, values.id, values.host, {
        also: (trx) => recordAudit(trx, { ...COMMAND_LINE, action: "site.host.add", target: values.id }),
      });
      io.out(`호스트를 추가했습니다: ${host} → ${values.id}`);
      return 0;
    }
    if (command === "status" && values.id && values.status) {
      const status = await setSiteStatus(db, values.id, values.status, {
        also: (trx) =>
          recordAudit(trx, {
            ...COMMAND_LINE,
            action: "site.status",
            target: values.id,
            detail: { status: values.status },
          }),
      });
      io.out(`단지 상태를 바꿨습니다: ${values.id} → ${SITE_STATUS_LABELS[status]}`);
      return 0;
    }
  } catch (error) {
    if (error instanceof SiteInputError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
  io.err(SITE_COMMAND_USAGE);
  return 2;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      id: { type: "string" },
      name: { type: "string" },
      host: { type: "string" },
      builder: { type: "string" },
      status: { type: "string" },
    },
  });
}
