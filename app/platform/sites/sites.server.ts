import { isIP } from "node:net";
import type { Kysely, Transaction } from "kysely";
import { site as designedSite } from "#app/content/site.ts";
import type { Database } from "#app/db/schema.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { SITE_ID_PATTERN } from "#app/lib/site-id.ts";
import { z } from "#app/lib/zod.ts";
import { type AuditActor, recordAudit } from "#app/platform/audit/audit.server.ts";
import { bumpContentVersion, notifyContentChange } from "#app/platform/content-signal/content-versions.server.ts";
import { readHeld } from "#app/platform/settings/settings.server.ts";
import { complexOf, unscopedOf } from "./scope.server.ts";
import { type ContextReader, isSiteStatus, type Site, type SiteStatus, siteContext } from "./site.ts";
import "./tables.ts";

/** The content area bumped on every change of a complex or its hosts: each instance's resolver listens. */
export const SITES_AREA = "sites";

/** `firstHost`: each complex's first host (its public address), the oldest first. */
type Complexes = { hosts: Map<string, Site>; byId: Map<string, Site>; firstHost: Map<string, string> };

/**
 * The complexes and their hosts as one cached copy read the way settings are (`readHeld`): kept until
 * the `sites` area changes, which every instance hears within a content poll; a failed read answers
 * the last copy.
 */
const COMPLEXES = {
  key: "sites:resolver",
  area: SITES_AREA,
  first: (): Complexes => ({ hosts: new Map(), byId: new Map(), firstHost: new Map() }),
};

async function loadComplexes(db: Kysely<Database>): Promise<Complexes> {
  const [sites, hosts] = await Promise.all([
    db.selectFrom("sites").select(["id", "name", "builder", "status"]).execute(),
    db.selectFrom("site_hosts").select(["host", "site_id"]).orderBy("created_at").orderBy("host").execute(),
  ]);
  const byId = new Map<string, Site>();
  for (const row of sites) byId.set(row.id, { ...row, status: isSiteStatus(row.status) ? row.status : "preparing" });
  const byHost = new Map<string, Site>();
  const firstHost = new Map<string, string>();
  for (const row of hosts) {
    const site = byId.get(row.site_id);
    if (site) byHost.set(row.host, site);
    if (!firstHost.has(row.site_id)) firstHost.set(row.site_id, row.host);
  }
  return { hosts: byHost, byId, firstHost };
}

/** This instance's copy of the complexes and their hosts (none without a database). */
export async function readComplexes(db: Kysely<Database> | null): Promise<Complexes> {
  return db ? readHeld(COMPLEXES, () => loadComplexes(db)) : COMPLEXES.first();
}

/** The complex the deployment was built for: DEFAULT_SITE_ID with the designed pages' name. */
export function defaultSite(): Site {
  return { id: getEnv().DEFAULT_SITE_ID, name: designedSite.name, builder: designedSite.builder, status: "live" };
}

/**
 * Whether a complex has the pages designed for it (the first complex, app/routes/site/); every other
 * complex is served by the standard template, whose words and pictures are its own data.
 */
export const isDesignedComplex = (site: Pick<Site, "id">): boolean => site.id === getEnv().DEFAULT_SITE_ID;

/**
 * The address a complex's texts link to (opt-out links, notices): SITE_URL for the first complex,
 * else https on the complex's first host (its own pages answer there).
 */
export async function complexUrl(db: Kysely<Database> | Transaction<Database>, siteId: string): Promise<string> {
  const env = getEnv();
  if (siteId === env.DEFAULT_SITE_ID) return env.SITE_URL;
  // This instance's copy of the hosts (every page of a template complex asks): no query per request.
  const first = (await readComplexes(db as Kysely<Database>)).firstHost.get(siteId);
  return first ? `https://${first}` : env.SITE_URL;
}

export { complexOf } from "./scope.server.ts";

/** The complex-owned tables whose rows an admin page opens by id. */
export type OpenedById = "leads" | "bookings" | "campaigns";

/**
 * When a page of one complex is asked for a row (`id`) that is another complex's: records the refused look in the
 * access log (`site.denied`, target `table:id`, under the asking complex), so the answer stays a plain 404 and the
 * attempt is known. Nothing is recorded for an id no complex has.
 */
export async function recordOtherComplexLook(
  db: Kysely<Database>,
  table: OpenedById,
  id: string,
  actor: AuditActor,
): Promise<void> {
  const row = await unscopedOf(db).selectFrom(table).select("site_id").where("id", "=", id).executeTakeFirst();
  if (!row || row.site_id === complexOf(db)) return;
  await recordAudit(db, { ...actor, action: "site.denied", target: `${table}:${id}` });
}

/** The request's complex; `react-router dev` has no Node server in front, so the default complex there. */
export function siteOf(context: ContextReader): Site {
  return context.get(siteContext) ?? defaultSite();
}

/** Refused input, with the field it belongs to and a Korean message. */
export class SiteInputError extends Error {
  readonly field: "id" | "name" | "builder" | "host" | "status";
  constructor(field: SiteInputError["field"], message: string) {
    super(message);
    this.name = "SiteInputError";
    this.field = field;
  }
}

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A host name as the resolver compares it: lower case, no port, no trailing dot, IDN as punycode.
 * Null when it is not a host name (an address, a path, a scheme, a bare word but `localhost`).
 */
export function normaliseHost(input: string): string | null {
  const text = input.trim().toLowerCase().replace(/\.$/, "");
  if (!text || /[/?#@:\s\\]/.test(text) || text.includes("://")) return null;
  let hostname: string;
  try {
    hostname = new URL(`http://${text}`).hostname;
  } catch {
    return null;
  }
  if (hostname.startsWith("[") || /^[0-9.]+$/.test(hostname)) return null;
  if (hostname.length > 253) return null;
  const labels = hostname.split(".");
  if (labels.length < 2 && hostname !== "localhost") return null;
  return labels.every((label) => HOST_LABEL.test(label)) ? hostname : null;
}

/**
 * The host of a `Host` header as the client sent it ("Example.COM:443" → "example.com"); an IP
 * address stays as written ("127.0.0.1", "[::1]"): SITE_URL and ALLOWED_ORIGINS may name one.
 */
export function hostOfHeader(header: string | undefined): string | null {
  if (!header) return null;
  const text = header.trim().toLowerCase();
  if (text.startsWith("[")) return /^\[[0-9a-f:.]+\]/.exec(text)?.[0] ?? null;
  const withoutPort = text.replace(/:\d+$/, "");
  if (isIP(withoutPort) === 4) return withoutPort;
  return normaliseHost(withoutPort);
}

const HostSchema = z.string({ error: "호스트 이름을 입력해 주세요." }).transform((value, ctx) => {
  const host = normaliseHost(value);
  if (!host) {
    ctx.issues.push({
      code: "custom",
      input: value,
      message: "호스트 이름을 확인해 주세요. 예: www.example.co.kr (http://, 경로, 포트 없이)",
    });
    return z.NEVER;
  }
  return host;
});

export const NewSiteSchema = z.object({
  id: z
    .string({ error: "단지 아이디를 입력해 주세요." })
    .trim()
    .regex(SITE_ID_PATTERN, "단지 아이디는 영문 소문자, 숫자, 하이픈으로 40자 이내로 입력해 주세요."),
  name: z
    .string({ error: "단지 이름을 입력해 주세요." })
    .trim()
    .min(1, "단지 이름을 입력해 주세요.")
    .max(100, "단지 이름은 100자 이내로 입력해 주세요."),
  builder: z.string().trim().max(100, "시공사는 100자 이내로 입력해 주세요.").default(""),
  host: HostSchema,
});
export type NewSite = z.input<typeof NewSiteSchema>;

export type SiteWithHosts = Site & { hosts: string[]; createdAt: string };

export async function listSites(db: Kysely<Database>): Promise<SiteWithHosts[]> {
  const [sites, hosts] = await Promise.all([
    db.selectFrom("sites").selectAll().orderBy("created_at").orderBy("id").execute(),
    db.selectFrom("site_hosts").select(["host", "site_id"]).orderBy("host").execute(),
  ]);
  return sites.map((row) => ({
    id: row.id,
    name: row.name,
    builder: row.builder,
    status: isSiteStatus(row.status) ? row.status : "preparing",
    createdAt: row.created_at,
    hosts: hosts.filter((host) => host.site_id === row.id).map((host) => host.host),
  }));
}

type ChangeOptions = {
  now?: Date;
  /** Runs in the change's transaction (the audit entry): it fails, nothing is stored. */
  also?: (trx: Transaction<Database>) => Promise<void>;
};

function firstIssue(error: z.ZodError): SiteInputError {
  const issue = error.issues[0];
  const field = String(issue?.path[0] ?? "id") as SiteInputError["field"];
  return new SiteInputError(field, issue?.message ?? "입력한 내용을 확인해 주세요.");
}

async function refuseTakenHost(trx: Kysely<Database>, host: string): Promise<void> {
  const taken = await trx.selectFrom("site_hosts").select("site_id").where("host", "=", host).executeTakeFirst();
  if (taken)
    throw new SiteInputError("host", `${host}은(는) 이미 다른 단지(${taken.site_id})가 쓰고 있는 호스트입니다.`);
  const env = getEnv();
  const own = [env.SITE_URL, ...env.ALLOWED_ORIGINS].map((origin) => new URL(origin).hostname);
  if (own.includes(host)) {
    throw new SiteInputError("host", `${host}은(는) 기본 단지(${env.DEFAULT_SITE_ID})의 주소입니다.`);
  }
}

/** A change committed: this instance's copies hear of it now, the others within a poll. */
async function committed(db: Kysely<Database>, change: (trx: Transaction<Database>) => Promise<void>, now: Date) {
  const version = await db.transaction().execute(async (trx) => {
    await change(trx);
    return bumpContentVersion(trx, SITES_AREA, now);
  });
  notifyContentChange(SITES_AREA, version);
}

/** Adds a complex (status 준비 중) with its first host; a taken id or host is refused in Korean. */
export async function addSite(db: Kysely<Database>, input: NewSite, { now = new Date(), also }: ChangeOptions = {}) {
  const parsed = NewSiteSchema.safeParse(input);
  if (!parsed.success) throw firstIssue(parsed.error);
  const value = parsed.data;
  const stamp = now.toISOString();
  try {
    await committed(
      db,
      async (trx) => {
        const existing = await trx.selectFrom("sites").select("id").where("id", "=", value.id).executeTakeFirst();
        if (existing) throw new SiteInputError("id", `${value.id}은(는) 이미 있는 단지 아이디입니다.`);
        await refuseTakenHost(trx, value.host);
        await trx
          .insertInto("sites")
          .values({
            id: value.id,
            name: value.name,
            builder: value.builder,
            status: "preparing",
            created_at: stamp,
            updated_at: stamp,
          })
          .execute();
        await trx.insertInto("site_hosts").values({ host: value.host, site_id: value.id, created_at: stamp }).execute();
        await also?.(trx);
      },
      now,
    );
  } catch (error) {
    throw await explainConflict(db, error, value.id, value.host);
  }
  return value;
}

/** Adds a host name to a complex; a host another complex (or the default one) answers on is refused. */
export async function addHost(
  db: Kysely<Database>,
  siteId: string,
  hostInput: string,
  { now = new Date(), also }: ChangeOptions = {},
): Promise<string> {
  const parsed = HostSchema.safeParse(hostInput);
  if (!parsed.success) throw firstIssue(parsed.error);
  const host = parsed.data;
  try {
    await committed(
      db,
      async (trx) => {
        const owner = await trx.selectFrom("sites").select("id").where("id", "=", siteId).executeTakeFirst();
        if (!owner) throw new SiteInputError("id", `${siteId} 단지를 찾을 수 없습니다.`);
        await refuseTakenHost(trx, host);
        await trx.insertInto("site_hosts").values({ host, site_id: siteId, created_at: now.toISOString() }).execute();
        await also?.(trx);
      },
      now,
    );
  } catch (error) {
    throw await explainConflict(db, error, null, host);
  }
  return host;
}

/** Opens, closes or takes back a complex; its data stays whatever the status. */
export async function setSiteStatus(
  db: Kysely<Database>,
  siteId: string,
  status: string,
  { now = new Date(), also }: ChangeOptions = {},
): Promise<SiteStatus> {
  if (!isSiteStatus(status))
    throw new SiteInputError("status", "단지 상태는 준비 중, 운영 중, 분양 종료 중에서 골라 주세요.");
  await committed(
    db,
    async (trx) => {
      const result = await trx
        .updateTable("sites")
        .set({ status, updated_at: now.toISOString() })
        .where("id", "=", siteId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new SiteInputError("id", `${siteId} 단지를 찾을 수 없습니다.`);
      await also?.(trx);
    },
    now,
  );
  return status;
}

/** Two adds of one id or host at once: the loser's unique violation becomes the same Korean refusal. */
async function explainConflict(db: Kysely<Database>, error: unknown, id: string | null, host: string) {
  if (error instanceof SiteInputError) return error;
  try {
    if (id && (await db.selectFrom("sites").select("id").where("id", "=", id).executeTakeFirst())) {
      return new SiteInputError("id", `${id}은(는) 이미 있는 단지 아이디입니다.`);
    }
    const taken = await db.selectFrom("site_hosts").select("site_id").where("host", "=", host).executeTakeFirst();
    if (taken)
      return new SiteInputError("host", `${host}은(는) 이미 다른 단지(${taken.site_id})가 쓰고 있는 호스트입니다.`);
  } catch {
    // The database is down: the original error says so.
  }
  return error;
}

/** The complex the deployment was built for exists as a row (written at start-up, idempotent). */
export async function ensureDefaultSite(db: Kysely<Database>, now = new Date()): Promise<void> {
  const site = defaultSite();
  const stamp = now.toISOString();
  await db
    .insertInto("sites")
    .values({ ...site, created_at: stamp, updated_at: stamp })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}
