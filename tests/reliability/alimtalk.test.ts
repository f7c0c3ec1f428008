/**
 * 알림톡 with fallback on real server processes and SOLAPI (a local fake): a booking's confirmation
 * goes as 알림톡 with its template's variables (the change link among them, never stored); Kakao
 * cannot deliver it and SOLAPI does not replace it, so the delivery-report job records the failure
 * with SOLAPI's reason and sends our own SMS/LMS of the same text, once (two instances on
 * PostgreSQL), whose report then says 성공. No number or token in the logs.
 */

import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, expect, test } from "vitest";
import { type FakeSolapi, startFakeSolapi } from "../fakes/solapi.ts";
import {
  A_PHONE_NUMBER,
  POSTGRES_URL,
  postgresStore,
  sqliteStore,
  startServer,
  stopAll,
  type TestServer,
} from "./harness.ts";

afterAll(async () => {
  await stopAll();
});

const PHONE = "010-4343-5454";

async function firstFreeSlot(server: TestServer): Promise<string> {
  const page = await (await fetch(`${server.url}/Promotion/Visit`)).text();
  const day = page.match(/\?date=(\d{4}-\d{2}-\d{2})#visit-slot-title/g)?.[1]?.slice(6, 16) as string;
  const slots = await (await fetch(`${server.url}/Promotion/Visit?date=${day}`)).text();
  return decodeURIComponent(slots.match(/&amp;slot=([^"#&]+)#visit-details-title/)?.[1] ?? "");
}

type Row = {
  kind: string;
  channel: string;
  delivery_status: string | null;
  delivery_reason: string | null;
  delivered_channel: string | null;
  fallback: string | null;
  fallback_of: string | null;
};

test.each([["sqlite", 1], ...(POSTGRES_URL ? [["postgres", 2] as const] : [])] as const)(
  "알림톡 not delivered and not replaced → our LMS once, both reports recorded (%s, %i instance(s))",
  async (kind, instances) => {
    const fake: FakeSolapi = await startFakeSolapi("ATA-KEY", "alimtalk-solapi-secret");
    // Kakao answers at once: 알림톡 fails (the person has no KakaoTalk), SMS is received.
    fake.reportOnSend = (message) =>
      message.type === "ATA" ? { statusCode: "3104", statusMessage: "카카오톡 미사용자" } : { statusCode: "4000" };
    const store = kind === "sqlite" ? sqliteStore() : await postgresStore();
    try {
      const env = {
        SMS_PROVIDER: "solapi",
        SOLAPI_API_KEY: "ATA-KEY",
        SOLAPI_API_SECRET: "alimtalk-solapi-secret",
        SOLAPI_BASE_URL: fake.url(),
        SMS_SENDER: "1661-0000",
        MESSAGE_POLL_SECONDS: "0.2",
        DELIVERY_POLL_SECONDS: "0.2",
        KAKAO_PF_ID: "KA01PF-TEST",
        KAKAO_TEMPLATE_BOOKING_CONFIRMATION: "KA01TP-CONFIRM",
      };
      const servers: TestServer[] = [];
      for (let n = 0; n < instances; n++) servers.push(await startServer({ databaseUrl: store.url, env }));
      const server = servers[0] as TestServer;
      const booked = await fetch(`${server.url}/Promotion/Visit`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          slot: await firstFreeSlot(server),
          name: "알림톡시험",
          phone: PHONE,
          partySize: "3",
          privacyConsent: "on",
          idempotencyKey: `alimtalk-reliability-${kind}`,
          homepage: "",
        }),
      });
      const token = booked.headers.get("location")?.match(/\/Promotion\/Visit\/([A-Za-z0-9_-]{43})/)?.[1];
      expect(token, `booking answered ${booked.status}`).toBeDefined();

      const texts = () => fake.received.filter((m) => m.to === PHONE.replace(/-/g, ""));
      await expect.poll(() => texts().map((m) => m.type), { timeout: 30_000, interval: 100 }).toEqual(["ATA", "LMS"]);
      const [ata, lms] = texts();
      expect(ata?.kakaoOptions).toMatchObject({ pfId: "KA01PF-TEST", templateId: "KA01TP-CONFIRM", disableSms: false });
      expect(ata?.kakaoOptions?.variables?.["#{링크}"]).toContain(`/Promotion/Visit/${token}`);
      expect(ata?.kakaoOptions?.variables?.["#{인원}"]).toBe("3");
      // Our LMS (the confirmation is over 90 bytes) is the same text, the change link put in again;
      // no 알림톡 options.
      expect(lms?.text).toBe(ata?.text);
      expect(lms?.kakaoOptions).toBeUndefined();

      const read = async (): Promise<Row[]> => {
        const sql =
          "select kind, channel, delivery_status, delivery_reason, delivered_channel, fallback, fallback_of from messages where kind = 'booking.confirmation' order by created_at, channel";
        if (kind === "sqlite") {
          const db = new Database(store.file as string, { readonly: true, fileMustExist: true });
          try {
            return db.prepare(sql).all() as Row[];
          } finally {
            db.close();
          }
        }
        const client = new pg.Client({ connectionString: store.url });
        await client.connect();
        try {
          return (await client.query(sql)).rows as Row[];
        } finally {
          await client.end();
        }
      };
      await expect
        .poll(async () => (await read()).map((row) => row.delivery_status), { timeout: 30_000, interval: 100 })
        .toEqual(["failed", "delivered"]);
      const [first, second] = await read();
      expect(first).toMatchObject({ channel: "alimtalk", delivery_reason: "카카오톡 미사용자", fallback: "ours" });
      expect(second).toMatchObject({ channel: "lms", delivered_channel: "lms", fallback: null });
      expect(second?.fallback_of).toBeTruthy();
      // Once, whichever instance read the report (its event key).
      expect(texts()).toHaveLength(2);
      const logs = servers.map((one) => one.logs()).join("\n");
      expect(logs).toContain('"msg":"message.delivery"');
      expect(logs).not.toMatch(A_PHONE_NUMBER);
      expect(logs).not.toMatch(/알림톡시험/);
      expect(logs).not.toContain(token as string);
      console.log(
        `alimtalk (${kind}, ${instances} instance(s)): booking confirmation → 알림톡 (variables ${Object.keys(ata?.kakaoOptions?.variables ?? {}).join(" ")}) → ` +
          `report ${first?.delivery_reason} → our LMS once → report ${second?.delivery_status}; SOLAPI received ${texts().length} texts for the number`,
      );
    } finally {
      await stopAll();
      await fake.close();
      await store.cleanup();
    }
  },
);
