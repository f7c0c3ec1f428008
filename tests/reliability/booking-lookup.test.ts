/**
 * "예약 확인" and the booking texts on a real server with SOLAPI (a local fake): the texts carry the
 * booking's change link although the database holds none; a visitor who lost it gets a code by
 * text and reaches the booking with plain form posts (no JavaScript); a number without a booking
 * hears the same answer and gets no text; a cross-site post is refused. No number, code or token
 * in the logs.
 */
import Database from "better-sqlite3";
import { afterAll, expect, test } from "vitest";
import { type FakeSolapi, startFakeSolapi } from "../fakes/solapi.ts";
import { postPageForm } from "./clients.ts";
import { sqliteStore, startServer, stopAll, type TestServer, type TestStore } from "./harness.ts";

let fake: FakeSolapi | undefined;
let store: TestStore | undefined;
afterAll(async () => {
  await stopAll();
  await fake?.close();
  await store?.cleanup();
});

const PHONE = "010-4242-5353";
const STRANGER = "010-4242-0000";

async function firstFreeSlot(server: TestServer): Promise<string> {
  const page = await (await fetch(`${server.url}/Promotion/Visit`)).text();
  const day = page.match(/\?date=(\d{4}-\d{2}-\d{2})#visit-slot-title/g)?.[1]?.slice(6, 16) as string;
  const slots = await (await fetch(`${server.url}/Promotion/Visit?date=${day}`)).text();
  return decodeURIComponent(slots.match(/&amp;slot=([^"#&]+)#visit-details-title/)?.[1] ?? "");
}

test("booking texts carry the change link; 예약 확인 by phone and texted code, without JavaScript", async () => {
  fake = await startFakeSolapi("LOOKUP-KEY", "lookup-solapi-secret");
  store = sqliteStore();
  const server = await startServer({
    databaseUrl: store.url,
    env: {
      SMS_PROVIDER: "solapi",
      SOLAPI_API_KEY: "LOOKUP-KEY",
      SOLAPI_API_SECRET: "lookup-solapi-secret",
      SOLAPI_BASE_URL: fake.url(),
      SMS_SENDER: "1661-0000",
      MESSAGE_POLL_SECONDS: "0.2",
    },
  });
  const textsTo = (phone: string) => (fake?.received ?? []).filter((m) => m.to === phone.replace(/-/g, ""));

  // A booking, posted as a browser without JavaScript does.
  const slot = await firstFreeSlot(server);
  const booked = await fetch(`${server.url}/Promotion/Visit`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      slot,
      name: "확인시험",
      phone: PHONE,
      partySize: "2",
      privacyConsent: "on",
      idempotencyKey: "lookup-reliability-1",
      homepage: "",
    }),
  });
  const token = booked.headers.get("location")?.match(/\/Promotion\/Visit\/([A-Za-z0-9_-]{43})/)?.[1];
  expect(token, `booking answered ${booked.status}`).toBeDefined();

  // The confirmation text arrives with the booking's own link; the database's copy has none.
  await expect.poll(() => textsTo(PHONE).length, { timeout: 20_000, interval: 100 }).toBe(1);
  expect(textsTo(PHONE)[0]?.text).toContain(`/Promotion/Visit/${token}`);
  const db = new Database(store.file as string, { readonly: true, fileMustExist: true });
  try {
    const bodies = db.prepare("select body from messages").all() as Array<{ body: string }>;
    expect(bodies.length).toBeGreaterThan(0);
    for (const { body } of bodies) expect(body).not.toContain(token as string);
  } finally {
    db.close();
  }

  // The page, then a code for the booked number and for a stranger's: the same answer.
  const page = await fetch(`${server.url}/Promotion/Visit/find`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("인증번호 받기");
  const ask = (phone: string) =>
    postPageForm(server, "/Promotion/Visit/find", new URLSearchParams({ intent: "send", phone, homepage: "" }));
  const forBooked = await ask(PHONE);
  const forStranger = await ask(STRANGER);
  expect(forBooked.status).toBe(200);
  expect(forBooked.text).toContain("입력하신 번호로 예약이 있으면 인증번호를 문자로 보내 드렸습니다.");
  // The page differs only by the number it shows back (and each response's script nonce).
  const withoutNumber = (html: string, phone: string) => html.replaceAll(phone, "PHONE").replace(/nonce="[^"]*"/g, "");
  expect(withoutNumber(forStranger.text, STRANGER)).toBe(withoutNumber(forBooked.text, PHONE));

  await expect.poll(() => textsTo(PHONE).length, { timeout: 20_000, interval: 100 }).toBe(2);
  const code = textsTo(PHONE)[1]?.text.match(/인증번호는 (\d{6})입니다/)?.[1] as string;
  expect(code).toMatch(/^\d{6}$/);
  expect(textsTo(STRANGER)).toHaveLength(0);

  // A post from another site is refused before anything is checked.
  const foreign = await fetch(`${server.url}/Promotion/Visit/find`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "verify", phone: PHONE, code }),
  });
  expect(foreign.status).toBe(403);

  // A wrong code, then the right one: sent on to the booking's own page.
  const wrong = code === "000000" ? "111111" : "000000";
  const verify = (value: string) =>
    fetch(`${server.url}/Promotion/Visit/find`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
      body: new URLSearchParams({ intent: "verify", phone: PHONE, code: value }),
    });
  const refused = await verify(wrong);
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain("인증번호가 맞지 않습니다. 4번 더 입력할 수 있습니다.");
  const right = await verify(code);
  expect(right.status).toBe(302);
  expect(right.headers.get("location")).toBe(`/Promotion/Visit/${token}`);
  const manage = await fetch(`${server.url}${right.headers.get("location")}`);
  expect(manage.status).toBe(200);
  // Spent: the same code again is refused.
  expect((await verify(code)).status).toBe(400);

  const logs = server.logs();
  expect(logs).toContain("booking.lookup.code_requested");
  expect(logs).not.toContain(token as string);
  expect(logs).not.toMatch(/010-?4242-?\d{4}/);
  expect(logs).not.toContain(`"${code}"`);
});
