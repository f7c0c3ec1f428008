/**
 * Two complexes on one deployment (issue 35): the staff of the first complex, role by role, crawl
 * every admin page and its `.data` (exports included) over the instances, and nothing of the second
 * complex shows: not its customer's name or number, not its access log, not its lead by id (404). The
 * same crawl as the agency's owner who chose the second complex does show them (the check can fail),
 * and a staff member's forged choice of the second complex is refused and recorded. An advertising
 * campaign on either complex (SOLAPI a local fake) texts only that complex's consenting numbers, from its
 * sender number, naming it, its contact and its 080 number, never the other's.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { afterAll, describe, expect, test } from "vitest";
import { site as firstSite } from "#app/content/site.ts";
import { seoulDay } from "#app/lib/korea-time.ts";
import { ADMIN_ACCESS } from "#app/modules/index.ts";
import { STAFF_ROLES } from "#app/platform/access/roles.ts";
import { startFakeSolapi } from "../fakes/solapi.ts";
import { createAdmin, get, postForm, signIn } from "./admin-client.ts";
import { getWithHost, postWithHost } from "./clients.ts";
import {
  A_PHONE_NUMBER,
  AUTH_SECRET,
  leadBody,
  POSTGRES_URL,
  pool,
  postgresStore,
  postLead,
  ROOT,
  SITE_URL,
  sqliteStore,
  startServer,
  stopAll,
  type TestServer,
  type TestStore,
} from "./harness.ts";
import { queryStore, writeStore } from "./lead-rows.ts";
import { shiftedClockEnv, shiftIntoSendingHours } from "./sending-hours.ts";

const run = promisify(execFile);
const PASSWORD = "reliability-sites-password-1";
const FIRST = "pentacityhansin";
const SECOND = "riverside";
const SECRET_NAME = "리버비밀고객";
const SECRET_PHONE = "010-9876-5432";
const SECOND_STAFF = "river-manager@rel.example";
const MEMBER_ROLES = STAFF_ROLES.filter((role) => role !== "owner");

const SECOND_HOST = "riverside.rel.example";
const SECOND_NAME = "리버사이드 단지";
const SECOND_HEADLINE = "강이 흐르는 리버사이드";

/** `npm run site -- …` against the store (it migrates it first), before any server holds a copy. */
async function siteCommand(store: TestStore, args: string[]) {
  await run(process.execPath, ["scripts/site.ts", ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      DATABASE_URL: store.url,
      AUTH_SECRET,
      LOG_LEVEL: "silent",
    },
    timeout: 60_000,
  });
}

const addSecondComplex = (store: TestStore) =>
  siteCommand(store, ["add", "--id", SECOND, "--name", SECOND_NAME, "--host", SECOND_HOST]);

const leaks = (text: string) =>
  [SECRET_NAME, SECRET_PHONE, SECRET_PHONE.replace(/-/g, ""), SECOND_STAFF].filter((marker) => text.includes(marker));

describe.each([
  ["sqlite", () => Promise.resolve(sqliteStore()), 1],
  ...(POSTGRES_URL ? [["postgres", () => postgresStore(), 2] as const] : []),
] as const)("two complexes on %s", (name, makeStore, instances) => {
  let store: TestStore;
  afterAll(async () => {
    await stopAll();
    await store?.cleanup();
  });

  test(`every admin page, .data and export as each role of the first complex over ${instances} instance(s) shows nothing of the second`, async () => {
    store = await makeStore();
    await addSecondComplex(store);
    const servers: TestServer[] = [];
    for (let i = 0; i < instances; i += 1) servers.push(await startServer({ databaseUrl: store.url }));
    const at = (i: number) => servers[i % servers.length] as TestServer;

    // The second complex's customer (stored, then moved to it: its own pages are not open yet) and its access log.
    const posted = await postLead(at(0), leadBody(1, { name: SECRET_NAME, phone: SECRET_PHONE }));
    expect(posted.status).toBe(200);
    const [lead] = await queryStore<{ id: string }>(store, `select id from leads where name = '${SECRET_NAME}'`);
    if (!lead) throw new Error("the second complex's lead was not stored");
    await writeStore(store, `update leads set site_id = '${SECOND}' where id = '${lead.id}'`);
    await writeStore(
      store,
      `insert into audit_log (id, site_id, created_at, actor_email, action, target)
       values ('river-audit-1', '${SECOND}', '${new Date().toISOString()}', '${SECOND_STAFF}', 'lead.view', '${lead.id}')`,
    );

    const paths = Object.keys(ADMIN_ACCESS).filter((path) => !["/admin/logout", "/admin/sites/switch"].includes(path));
    const concrete = (path: string) => path.replace(/:id\b/g, lead.id).replace(/:[A-Za-z]+/g, "0");
    let requests = 0;
    /** `leadPage`: the second complex's lead page's status (404 for anyone working on the first). */
    const crawl = async (cookie: string, role: (typeof STAFF_ROLES)[number], leadPage = 404) => {
      const found: string[] = [];
      for (const path of paths) {
        if (!ADMIN_ACCESS[path]?.read.includes(role)) continue;
        const url = concrete(path);
        for (const suffix of ["", ".data"]) {
          const answer = await get(at(requests), `${url}${suffix}`, { Cookie: cookie });
          requests += 1;
          expect(answer.status, `${role} ${url}${suffix}`).toBeLessThan(500);
          for (const marker of leaks(answer.text)) found.push(`${url}${suffix}: ${marker}`);
          if (path === "/admin/leads/:id") expect(answer.status, `${role} ${url}${suffix}`).toBe(leadPage);
        }
      }
      return found;
    };

    // The agency's owner works for every complex (the access log names each entry's); the others for the first only.
    await createAdmin(store, "agency-owner@rel.example", PASSWORD, "owner");
    for (const role of MEMBER_ROLES) {
      const email = `first-${role}@rel.example`;
      await createAdmin(store, email, PASSWORD, role);
      const cookie = (await signIn(at(0), email, PASSWORD)).cookie ?? "";
      expect(await crawl(cookie, role), `${role} of the first complex`).toEqual([]);
    }

    // A counsellor's forged choice of the second complex: still the first's, and the attempt is in its access log.
    const counsellor = (await signIn(at(1), "first-counsellor@rel.example", PASSWORD)).cookie ?? "";
    const forged = await get(at(1), "/admin/leads", { Cookie: `${counsellor}; admin_site=${SECOND}` });
    expect(forged.status).toBe(200);
    expect(leaks(forged.text)).toEqual([]);
    const denied = await queryStore<{ site_id: string; target: string }>(
      store,
      `select site_id, target from audit_log where action = 'site.denied' and target = '${SECOND}'`,
    );
    expect(denied).toEqual([{ site_id: "pentacityhansin", target: SECOND }]);
    // Each look at the second complex's lead by id (page and .data, by each member role that opens leads) is in the
    // first's access log.
    const looks = await queryStore<{ site_id: string; actor_email: string }>(
      store,
      `select site_id, actor_email from audit_log where action = 'site.denied' and target = 'leads:${lead.id}'`,
    );
    const readers = MEMBER_ROLES.filter((role) => ADMIN_ACCESS["/admin/leads/:id"]?.read.includes(role));
    expect(looks.length).toBe(readers.length * 2);
    expect(new Set(looks.map((look) => look.site_id))).toEqual(new Set(["pentacityhansin"]));

    // The agency's owner who chose the second complex sees its customer and its log: the crawl's check can see a leak.
    const owner = (await signIn(at(0), "agency-owner@rel.example", PASSWORD)).cookie ?? "";
    const ownersCrawl = await crawl(`${owner}; admin_site=${SECOND}`, "owner", 200);
    expect(ownersCrawl.some((line) => line.includes(SECRET_NAME))).toBe(true);
    expect(ownersCrawl.some((line) => line.includes(SECOND_STAFF))).toBe(true);
    console.log(
      `sites on ${name}: ${MEMBER_ROLES.length} roles of the first complex × ${paths.length} admin routes over ${instances} instance(s), ${requests} requests in all; leaks of the second complex's customer, number or log: 0; the owner on the second complex found ${ownersCrawl.length}`,
    );
  });

  test(`two hosts over 2 instances with cached pages: 1,000 alternating requests never show the other complex's words; a publish on the first leaves the second's pages byte-identical`, async () => {
    const pages = await makeStore();
    try {
      await addSecondComplex(pages);
      await siteCommand(pages, ["status", "--id", SECOND, "--status", "live"]);
      const env = { PAGE_CACHE_SECONDS: "60" };
      const servers = [
        await startServer({ databaseUrl: pages.url, env }),
        await startServer({ databaseUrl: pages.url, env }),
      ];
      const first = new URL(SITE_URL).host;
      await createAdmin(pages, "template-owner@rel.example", PASSWORD, "owner");
      const owner = (await signIn(servers[0] as TestServer, "template-owner@rel.example", PASSWORD)).cookie ?? "";
      const origin = { Origin: (servers[0] as TestServer).url };

      // The agency's owner writes the second complex's pages in the admin, working on it.
      const template = new URLSearchParams({
        intent: "publish",
        headline: SECOND_HEADLINE,
        intro: "강변의 새 단지",
        heroFileId: "",
        heroAlt: "",
        facts: "세대수: 800세대",
        address: "세종특별자치시 강변로 1",
        mapUrl: "",
        locationText: "강과 공원 사이",
        locationFileId: "",
        locationAlt: "",
        developerName: "리버뷰개발 주식회사",
        typeName: "84A",
        typeExclusive: "84.97",
        typeSupply: "112.4",
        typeHouseholds: "800",
        typePlanFileId: "",
      });
      const published = await postForm(servers[0] as TestServer, "/admin/template", template, {
        Cookie: `${owner}; admin_site=${SECOND}`,
        ...origin,
      });
      expect(published.status).toBe(302);
      expect(published.headers.get("location")).toBe("/admin/template?done=published");

      // Within the content signal's reach, both instances show it (each has its page cache).
      for (const server of servers) {
        await expect
          .poll(async () => (await getWithHost(server, "/", SECOND_HOST)).text, { timeout: 5_000 })
          .toContain(SECOND_HEADLINE);
      }
      // Its privacy policy names its own developer, never the first complex's.
      expect((await getWithHost(servers[1] as TestServer, "/privacy", SECOND_HOST)).text).toContain(
        "분양 시행사</dt><dd>리버뷰개발 주식회사",
      );
      // The second complex's template pages and the first's designed ones (its /FloorPlan is a page per type).
      const paths = ["/", "/FloorPlan", "/LocationEnvironment/intro", "/SalesInfo/guide", "/privacy"];
      const firstPaths = ["/", "/FloorPlan/84A", "/LocationEnvironment/intro", "/SalesInfo/guide", "/privacy"];
      let requests = 0;
      const wrong: string[] = [];
      await pool(1000, 8, async (i) => {
        const server = servers[i % 2] as TestServer;
        const second = Math.floor(i / 2) % 2 === 1;
        const path = (second ? paths : firstPaths)[Math.floor(i / 4) % paths.length] as string;
        const answer = await getWithHost(server, path, second ? SECOND_HOST : first);
        requests += 1;
        if (answer.status !== 200) wrong.push(`${i} ${path}: ${answer.status}`);
        else if (second && (answer.text.includes("펜타시티") || !answer.text.includes(SECOND_NAME)))
          wrong.push(`${i} ${path} on the second host`);
        else if (!second && (answer.text.includes(SECOND_NAME) || answer.text.includes(SECOND_HEADLINE)))
          wrong.push(`${i} ${path} on the first host`);
      });
      expect(wrong).toEqual([]);

      // A publish on the first complex drops every cached page; the second's come back byte for byte.
      const before = await Promise.all(paths.map((path) => getWithHost(servers[1] as TestServer, path, SECOND_HOST)));
      const facts = new URLSearchParams({
        intent: "publish",
        salesPhone: "1661-7777",
        consultationHours: "24시간",
        modelHouseAddress: "충청남도 아산시 배방읍 희망로 1",
        modelHouseHours: "매일 10:00~18:00",
        mapUrl: "https://map.naver.com/p/search/1",
        bookingNote: "",
        kakaoChannelUrl: "",
      });
      const firstPublish = await postForm(servers[0] as TestServer, "/admin/site-facts", facts, {
        Cookie: owner,
        ...origin,
      });
      expect(firstPublish.status).toBe(302);
      await expect
        .poll(async () => (await getWithHost(servers[1] as TestServer, "/", first)).text, { timeout: 5_000 })
        .toContain("1661-7777");
      const after = await Promise.all(paths.map((path) => getWithHost(servers[1] as TestServer, path, SECOND_HOST)));
      expect(after.map((answer) => answer.text)).toEqual(before.map((answer) => answer.text));
      expect(after.every((answer) => !answer.text.includes("1661-7777"))).toBe(true);
      console.log(
        `template hosts on ${name}: ${requests} alternating requests over 2 instances (${paths.length} paths per host, page cache on): 0 with the other complex's words; the second complex's ${paths.length} pages byte-identical after the first complex's publish`,
      );

      // The staff sign in on the second complex's own host and write its press there; it is its board alone.
      const signedIn = await postWithHost(
        servers[0] as TestServer,
        "/admin/login",
        SECOND_HOST,
        new URLSearchParams({ redirectTo: "/admin", email: "template-owner@rel.example", password: PASSWORD }),
      );
      expect(signedIn.status).toBe(302);
      expect(signedIn.location).toBe("/admin");
      const session = signedIn.cookies.filter((pair) => pair.includes("session_token")).join("; ");
      expect(session).not.toBe("");
      const article = "리버사이드 착공 소식";
      const written = await postWithHost(
        servers[0] as TestServer,
        `/${SECOND}/press`,
        SECOND_HOST,
        new URLSearchParams({
          intent: "create",
          siteId: "pentacityhansin",
          title: article,
          summary: "요약",
          content: "",
        }),
        session,
      );
      expect(written.status).toBe(302);
      expect(written.location).toBe(`/${SECOND}/press`);
      await expect
        .poll(async () => (await getWithHost(servers[1] as TestServer, `/${SECOND}/press`, SECOND_HOST)).text, {
          timeout: 5_000,
        })
        .toContain(article);
      expect((await getWithHost(servers[1] as TestServer, "/pentacityhansin/press", first)).text).not.toContain(
        article,
      );
      expect((await getWithHost(servers[1] as TestServer, `/${SECOND}/press`, first)).status).toBe(404);
      expect((await getWithHost(servers[1] as TestServer, "/pentacityhansin/press", SECOND_HOST)).status).toBe(404);
    } finally {
      await stopAll();
      await pages.cleanup();
    }
  });
  test("the same phone books both complexes on one day; 200 concurrent bookings into the second's 2 places leave exactly 2 and the first unchanged", async () => {
    const visits = await makeStore();
    try {
      await addSecondComplex(visits);
      await siteCommand(visits, ["status", "--id", SECOND, "--status", "live"]);
      const env = { LEAD_RATE_LIMIT: "100000", LOG_LEVEL: "warn" };
      const servers: TestServer[] = [];
      for (let i = 0; i < instances; i += 1) servers.push(await startServer({ databaseUrl: visits.url, env }));
      const first = new URL(SITE_URL).host;
      const slotsOf = async (host: string, query = "") => {
        const page = await getWithHost(servers[0] as TestServer, `/Promotion/Visit${query}`, host);
        expect(page.status).toBe(200);
        return {
          days: [
            ...new Set([...page.text.matchAll(/\?date=(\d{4}-\d{2}-\d{2})#visit-slot-title/g)].map((m) => m[1] ?? "")),
          ],
          slots: [...page.text.matchAll(/&amp;slot=([^"#&]+)#visit-details-title/g)].map((m) =>
            decodeURIComponent(m[1] ?? ""),
          ),
        };
      };
      const day = (await slotsOf(SECOND_HOST)).days[1] as string;
      const { slots } = await slotsOf(SECOND_HOST, `?date=${day}`);
      const [early, crowded] = [slots[0] as string, slots[3] as string];
      const booking = (n: number, slot: string, phone?: string) => {
        const suffix = String(n).padStart(8, "0");
        return new URLSearchParams({
          slot,
          name: `단지예약${n}`,
          phone: phone ?? `010-${suffix.slice(0, 4)}-${suffix.slice(4)}`,
          partySize: "1",
          privacyConsent: "on",
          idempotencyKey: `sites-booking-${n}`,
          homepage: "",
        });
      };
      const confirmed = (answer: { status: number; location: string | null }) =>
        answer.status === 303 && Boolean(answer.location?.startsWith("/Promotion/Visit/"));

      // One person, one day, both complexes (one booking per phone and day holds within a complex).
      const both = "010-5555-0101";
      expect(
        confirmed(await postWithHost(servers[0] as TestServer, "/Promotion/Visit", first, booking(1, crowded, both))),
      ).toBe(true);
      expect(
        confirmed(
          await postWithHost(servers[0] as TestServer, "/Promotion/Visit", SECOND_HOST, booking(2, early, both)),
        ),
      ).toBe(true);
      const again = await postWithHost(
        servers[0] as TestServer,
        "/Promotion/Visit",
        SECOND_HOST,
        booking(3, crowded, both),
      );
      expect(again.status).toBe(409);

      // The second complex's slot has 2 places; 200 visitors press "book" at once on its host.
      await writeStore(
        visits,
        `insert into booking_slots (site_id, slot_start, booked, capacity) values ('${SECOND}', '${crowded}', 0, 2)`,
      );
      const firstBefore = await queryStore<{ booked: number }>(
        visits,
        `select booked from booking_slots where site_id = 'pentacityhansin' and slot_start = '${crowded}'`,
      );
      const results = await pool(200, 200, (n) =>
        postWithHost(
          servers[n % servers.length] as TestServer,
          "/Promotion/Visit",
          SECOND_HOST,
          booking(100 + n, crowded),
        ),
      );
      const taken = results.filter(confirmed);
      const full = results.filter((answer) => answer.status === 409 && answer.text.includes("방금 마감되었습니다"));
      expect(taken).toHaveLength(2);
      expect(full).toHaveLength(198);
      const rows = await queryStore<{ site_id: string; n: number | string }>(
        visits,
        "select site_id, count(*) as n from bookings group by site_id order by site_id",
      );
      expect(rows.map((row) => [row.site_id, Number(row.n)])).toEqual([
        ["pentacityhansin", 1],
        [SECOND, 3],
      ]);
      const firstAfter = await queryStore<{ booked: number }>(
        visits,
        `select booked from booking_slots where site_id = 'pentacityhansin' and slot_start = '${crowded}'`,
      );
      expect(firstAfter.map((row) => Number(row.booked))).toEqual(firstBefore.map((row) => Number(row.booked)));
      expect(firstAfter.map((row) => Number(row.booked))).toEqual([1]);
      for (const server of servers) {
        expect(server.logs()).not.toMatch(/단지예약/);
        expect(server.logs()).not.toMatch(A_PHONE_NUMBER);
      }
      console.log(
        `bookings per complex on ${name} over ${instances} instance(s): one phone booked both complexes on ${day}; 200 concurrent into the second's 2 places → ${taken.length} confirmed, ${full.length} told it is full; the first complex's slot unchanged (${firstAfter[0]?.booked} booked)`,
      );
    } finally {
      await stopAll();
      await visits.cleanup();
    }
  });

  test(`a campaign on each complex over ${instances} instance(s) texts only that complex's consenting leads, with its own sender, name, contact and 080 number`, async () => {
    const shift = shiftIntoSendingHours(new Date());
    const now = () => new Date(Date.now() + shift);
    const fake = await startFakeSolapi("SITES-KEY", "sites-solapi-secret", { now });
    const texting = await makeStore();
    try {
      await addSecondComplex(texting);
      await siteCommand(texting, ["status", "--id", SECOND, "--status", "live"]);
      // Each complex's own 발송 설정 and published facts (the rows the owner's forms write); the environment's
      // numbers are neither's, so a text falling back on them shows.
      type Complex = { id: string; name: string; host: string; sender: string; optOut080: string; salesPhone: string };
      const complexes: Record<"first" | "second", Complex> = {
        first: {
          id: FIRST,
          name: firstSite.name,
          host: new URL(SITE_URL).host,
          sender: "1661-1111",
          optOut080: "080-111-1111",
          salesPhone: "1588-1111",
        },
        second: {
          id: SECOND,
          name: SECOND_NAME,
          host: SECOND_HOST,
          sender: "1661-2222",
          optOut080: "080-222-2222",
          salesPhone: "1588-2222",
        },
      };
      const at = (minutesAgo: number) => new Date(now().getTime() - minutesAgo * 60_000).toISOString();
      for (const complex of Object.values(complexes)) {
        const sending = JSON.stringify({
          sender: complex.sender,
          optOut080: complex.optOut080,
          alertPhones: [],
          kakaoPfId: "",
          kakaoTemplates: {},
        });
        const facts = JSON.stringify({
          salesPhone: complex.salesPhone,
          consultationHours: "매일 10:00~18:00",
          modelHouseAddress: "세종특별자치시 강변로 1",
          modelHouseHours: "매일 10:00~18:00",
          mapUrl: "https://map.naver.com/p/search/1",
          bookingNote: "",
          kakaoChannelUrl: "",
        });
        for (const [key, json] of [
          ["site-sending", sending],
          ["site-facts", facts],
        ])
          await writeStore(
            texting,
            `insert into content_documents (site_id, key, draft, published, revision, published_at, updated_at)
             values ('${complex.id}', '${key}', '${json}', '${json}', 0, '${at(60)}', '${at(60)}')`,
          );
      }

      // The leads and their numbers' consent histories, per complex. 010-3100-0003 consented on the first complex
      // only; 010-3100-0002 consented on both, then opted out of the first's texts.
      type Consent = "given" | "given, then withdrawn" | "none";
      const leads: { site: string; phone: string; name: string; consent: Consent }[] = [
        { site: SECOND, phone: "010-3100-0001", name: "강고객일", consent: "given" },
        { site: SECOND, phone: "010-3100-0002", name: "강고객이", consent: "given" },
        { site: FIRST, phone: "010-3100-0002", name: "첫고객이", consent: "given, then withdrawn" },
        { site: SECOND, phone: "010-3100-0003", name: "강고객삼", consent: "none" },
        { site: FIRST, phone: "010-3100-0003", name: "첫고객삼", consent: "given" },
        { site: SECOND, phone: "010-3100-0004", name: "강고객사", consent: "none" },
        { site: FIRST, phone: "010-3100-0005", name: "첫고객오", consent: "given" },
        { site: FIRST, phone: "010-3100-0006", name: "첫고객육", consent: "none" },
      ];
      for (const [n, lead] of leads.entries()) {
        const id = randomUUID();
        const given = lead.consent === "none" ? 0 : 1;
        await writeStore(
          texting,
          `insert into leads (id, created_at, updated_at, day, site_id, form, name, phone, privacy_consent,
             marketing_consent, consent_version, consented_at, dedupe_key, status)
           values ('${id}', '${at(30)}', '${at(30)}', '${seoulDay(now())}', '${lead.site}', 'interest', '${lead.name}',
             '${lead.phone}', 1, ${given}, '2026-11-22', '${at(30)}', 'sites-campaign-${n}', 'new')`,
        );
        if (!given) continue;
        await writeStore(
          texting,
          `insert into marketing_consent_numbers (site_id, phone, token_hash, created_at)
           values ('${lead.site}', '${lead.phone}', null, '${at(30)}')`,
        );
        const events: [string, string, number][] = [["given", "form", 30]];
        if (lead.consent === "given, then withdrawn") events.push(["withdrawn", "link", 10]);
        for (const [action, channel, minutesAgo] of events)
          await writeStore(
            texting,
            `insert into marketing_consent_events (id, site_id, phone, action, channel, lead_id, created_at)
             values ('${randomUUID()}', '${lead.site}', '${lead.phone}', '${action}', '${channel}', '${id}', '${at(minutesAgo)}')`,
          );
      }

      const env = {
        TZ: "UTC",
        LOG_LEVEL: "info",
        SMS_PROVIDER: "solapi",
        SOLAPI_API_KEY: "SITES-KEY",
        SOLAPI_API_SECRET: "sites-solapi-secret",
        SOLAPI_BASE_URL: fake.url(),
        SMS_SENDER: "1661-0000",
        OPT_OUT_080_NUMBER: "080-000-0000",
        SALES_PHONE: "1588-0000",
        MESSAGE_POLL_SECONDS: "0.2",
        MESSAGE_REQUEST_INTERVAL_SECONDS: "0.05",
        CAMPAIGN_POLL_SECONDS: "0.3",
        ...shiftedClockEnv(shift),
      };
      const servers: TestServer[] = [];
      for (let i = 0; i < instances; i += 1) servers.push(await startServer({ databaseUrl: texting.url, env }));

      const figures: string[] = [];
      /** Approves a campaign on `mine` due now, waits for either instance's job to finish it, and checks every text. */
      const campaignOn = async (mine: Complex, theirs: Complex) => {
        const id = randomUUID();
        const taken = fake.received.length;
        await writeStore(
          texting,
          `insert into campaigns (id, site_id, name, body, filters, status, scheduled_at, created_by, approved_by,
             approved_at, audience_count, recipient_count, estimated_cost, created_at, updated_at)
           values ('${id}', '${mine.id}', '오픈 안내', '#{이름}님, 견본주택이 오픈합니다.',
             '{"stages":[],"channel":"","campaign":"","from":"","to":"","booked":"any","visited":"any"}',
             'scheduled', '${at(0)}', 'reliability', 'approver', '${at(0)}', 0, 0, 0, '${at(0)}', '${at(0)}')`,
        );
        await expect
          .poll(
            async () =>
              (await queryStore<{ status: string }>(texting, `select status from campaigns where id = '${id}'`))[0]
                ?.status,
            { timeout: 60_000, interval: 200 },
          )
          .toBe("done");
        const texts = fake.received.slice(taken);
        const consenting = leads.filter((lead) => lead.site === mine.id && lead.consent === "given");
        const digits = (phone: string) => phone.replace(/-/g, "");
        // Exactly this complex's consenting numbers, each once, from its sender, naming its own lead.
        expect(texts.map((text) => text.to).sort()).toEqual(consenting.map((lead) => digits(lead.phone)).sort());
        expect(new Set(texts.map((text) => text.from))).toEqual(new Set([digits(mine.sender)]));
        // Longer than an SMS (the opt-out link alone nearly fills one): an LMS, whose subject names the advertiser too.
        expect(texts.map((text) => [text.type, text.subject])).toEqual(texts.map(() => ["LMS", `(광고)${mine.name}`]));
        for (const lead of consenting) {
          const text = texts.find((message) => message.to === digits(lead.phone))?.text ?? "";
          expect(text.startsWith(`(광고)${mine.name}\n`), text).toBe(true);
          expect(text).toContain(`${lead.name}님, 견본주택이 오픈합니다.`);
          expect(text).toContain(`문의 ${mine.salesPhone}`);
          expect(text).toContain(`무료수신거부 ${mine.optOut080}`);
          expect(text).toContain(`수신거부 링크 https://${mine.host}/unsubscribe/`);
          for (const other of [theirs.name, theirs.sender, theirs.optOut080, theirs.salesPhone, theirs.host])
            expect(text, `${mine.id}'s text naming ${other}`).not.toContain(other);
          for (const other of leads.filter((row) => row.phone === lead.phone && row.site !== mine.id))
            expect(text).not.toContain(other.name);
          for (const fallback of ["1661-0000", "080-000-0000", "1588-0000"]) expect(text).not.toContain(fallback);
        }
        // The other complex's leads got nothing: no number that consented only there.
        const theirsOnly = leads.filter(
          (lead) => lead.site === theirs.id && !consenting.some((own) => own.phone === lead.phone),
        );
        expect(texts.filter((text) => theirsOnly.some((lead) => digits(lead.phone) === text.to))).toEqual([]);
        // The campaign's recipients and texts are this complex's rows.
        const recipients = await queryStore<{ site_id: string; phone: string; status: string }>(
          texting,
          `select site_id, phone, status from campaign_recipients where campaign_id = '${id}' order by phone`,
        );
        expect(recipients).toEqual(
          consenting.map((lead) => ({ site_id: mine.id, phone: lead.phone, status: "accepted" })),
        );
        const messages = await queryStore<{ site_id: string; n: number | string }>(
          texting,
          `select m.site_id, count(*) as n from messages m join campaign_recipients r on r.message_id = m.id
           where r.campaign_id = '${id}' group by m.site_id`,
        );
        expect(messages.map((row) => [row.site_id, Number(row.n)])).toEqual([[mine.id, consenting.length]]);
        // A text's opt-out link opens on its complex's host.
        const link = /https:\/\/[^/\s]+(\/unsubscribe\/\S+)/.exec(texts[0]?.text ?? "")?.[1] ?? "";
        const page = await getWithHost(servers[0] as TestServer, link, mine.host);
        expect(page.status).toBe(200);
        expect(page.text).toContain(mine.name);
        figures.push(
          `${mine.id}: ${texts.length} texts of ${leads.filter((lead) => lead.site === mine.id).length} leads`,
        );
      };
      await campaignOn(complexes.second, complexes.first);
      await campaignOn(complexes.first, complexes.second);
      expect(fake.received).toHaveLength(4);
      expect(fake.unauthorized).toBe(0);
      for (const server of servers) {
        expect(server.logs()).not.toMatch(A_PHONE_NUMBER);
        expect(server.logs()).not.toMatch(/강고객|첫고객/);
      }
      console.log(
        `campaigns per complex on ${name} over ${instances} instance(s)${shift ? ` (clocks moved ${(shift / 3_600_000).toFixed(1)} h into the sending hours)` : ""}: ${figures.join("; ")}; every text from its complex's sender with its name, contact and 080 number; 0 to the other complex's consenting numbers or with the other's words`,
      );
    } finally {
      await stopAll();
      await fake.close();
      await texting.cleanup();
    }
  });
});
