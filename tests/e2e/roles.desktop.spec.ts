import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { ADMIN_ACCESS, ADMIN_NAV } from "../../app/modules/index.ts";
import { minimalPdf } from "../../app/modules/uploads/test-fixtures.ts";
import { acceptStatusConsoleErrors, createAdmin, signedInAs, signInAdmin, uniqueId } from "./admin-helpers.ts";
import { E2E_DATABASE_FILE, expect, test } from "./fixtures.ts";
import { uniquePhone } from "./lead-helpers.ts";

/**
 * The route-by-role matrix on the running server (issue 23): for each role, every admin route of
 * ADMIN_ACCESS is opened (GET) and posted to; a role the entry does not name gets 403 before the
 * loader or action runs, a role it names does not. Driven by ADMIN_ACCESS, so a new route is in
 * the matrix as soon as it has its entry (and app/modules/index.test.ts fails while it has none).
 */
const ROLES = ["owner", "manager", "counsellor", "marketer"] as const;

for (const role of ROLES) {
  test(`the ${role} reaches exactly the admin routes its role is named for`, async ({
    page,
    baseURL,
    consoleErrors,
  }, testInfo) => {
    await signedInAs(page, testInfo, role);
    const answers: string[] = [];
    const expected: string[] = [];
    for (const [pattern, access] of Object.entries(ADMIN_ACCESS)) {
      const url = pattern.replace(":id", randomUUID());
      const read = await page.request.get(url, { maxRedirects: 0 });
      answers.push(`GET ${pattern} ${read.status() === 403 ? "refused" : "allowed"}`);
      expected.push(`GET ${pattern} ${access.read.includes(role) ? "allowed" : "refused"}`);
      // Signing out is open to everyone; posting it here would end the session the loop runs on.
      if (pattern === "/admin/logout") continue;
      const write = await page.request.post(url, { headers: { Origin: baseURL as string }, form: {}, maxRedirects: 0 });
      answers.push(`POST ${pattern} ${write.status() === 403 ? "refused" : "allowed"}`);
      expected.push(`POST ${pattern} ${access.write.includes(role) ? "allowed" : "refused"}`);
      if (write.status() === 403 && !access.write.includes(role)) {
        expect(await write.text()).toContain("담당 역할에게만 허용됩니다");
      }
    }
    // The press page's own write form (outside /admin) follows the same rule as /admin/press/new.
    const press = await page.request.post("/pentacityhansin/press", {
      headers: { Origin: baseURL as string },
      form: { intent: "create" },
      maxRedirects: 0,
    });
    answers.push(`POST /:site/press ${press.status() === 403 ? "refused" : "allowed"}`);
    expected.push(
      `POST /:site/press ${ADMIN_ACCESS["/admin/press/new"]?.write.includes(role) ? "allowed" : "refused"}`,
    );
    // The notice preview (the public notice page with ?preview, outside /admin) follows the editor's read rule.
    const preview = await page.request.get(`/pentacityhansin/notice/${randomUUID()}?preview=1`, { maxRedirects: 0 });
    answers.push(`GET /:site/notice/:id?preview ${preview.status() === 403 ? "refused" : "allowed"}`);
    expected.push(
      `GET /:site/notice/:id?preview ${ADMIN_ACCESS["/admin/notices/:id"]?.read.includes(role) ? "allowed" : "refused"}`,
    );
    // The schedule's preview (/SalesInfo/guide?preview, outside /admin) follows the editor's read rule.
    const schedulePreview = await page.request.get("/SalesInfo/guide?preview=1", { maxRedirects: 0 });
    answers.push(`GET /SalesInfo/guide?preview ${schedulePreview.status() === 403 ? "refused" : "allowed"}`);
    expected.push(
      `GET /SalesInfo/guide?preview ${ADMIN_ACCESS["/admin/schedule"]?.read.includes(role) ? "allowed" : "refused"}`,
    );
    expect(answers).toEqual(expected);

    // A role that may upload gets a real file through: multipart from the signed-in browser, JSON back.
    if (ADMIN_ACCESS["/admin/uploads"]?.write.includes(role)) {
      const upload = await page.request.post("/admin/uploads", {
        headers: { Origin: baseURL as string, Accept: "application/json" },
        multipart: { file: { name: "공고.pdf", mimeType: "application/pdf", buffer: minimalPdf() } },
      });
      expect([200, 201]).toContain(upload.status());
      expect(await upload.json()).toMatchObject({
        ok: true,
        file: { kind: "pdf", url: expect.stringMatching(/^\/files\//) },
      });
    }

    // A refused page of the menu explains itself in Korean and leads back to the admin home.
    const closed = ADMIN_NAV.find((item) => !ADMIN_ACCESS[item.url]?.read.includes(role));
    if (role === "owner") expect(closed).toBeUndefined();
    if (closed) {
      const response = await page.goto(closed.url);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "권한이 없습니다" })).toBeVisible();
      await expect(page.getByRole("link", { name: "관리자 홈으로" })).toHaveAttribute("href", "/admin");
      acceptStatusConsoleErrors(consoleErrors, 403);
    }
  });
}

test("a manager's forged post adding an owner or a manager is refused on the server, and nothing is added", async ({
  page,
  baseURL,
  consoleErrors,
}, testInfo) => {
  await signedInAs(page, testInfo, "manager", "/admin/staff");
  // The form offers only counsellor and marketer to a manager.
  await expect(page.getByLabel("역할").locator("option")).toHaveText(["상담사", "마케터"]);
  for (const role of ["owner", "manager"]) {
    const answer = await page.request.post("/admin/staff", {
      headers: { Origin: baseURL as string },
      form: { name: "위조", email: `forged-${role}-${randomUUID()}@e2e.example`, role, phone: "010-1111-2222" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(403);
    expect(await answer.text()).toContain("매니저는 상담사와 마케터 계정만 추가하거나 바꿀 수 있습니다.");
  }
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: "위조" })).toHaveCount(0);
  acceptStatusConsoleErrors(consoleErrors, 403);
});

test("record level: a counsellor's booking day lists their leads' and the pool's visitors only; another's booking is 404", async ({
  page,
  request,
  baseURL,
  consoleErrors,
}, testInfo) => {
  const mine = await createAdmin("roles-records-a", testInfo, "counsellor");
  const other = await createAdmin("roles-records-b", testInfo, "counsellor");
  const token = uniqueId("").slice(-6);
  // Phones: a pool lead, another counsellor's lead, a lead of mine, and a visitor without any lead.
  const phones = [uniquePhone(), uniquePhone(), uniquePhone(), uniquePhone()];
  for (const phone of phones.slice(0, 3)) {
    const response = await request.post("/api/lead", {
      form: { form: "visit", name: `기록${token}`, phone, privacyConsent: "on" },
    });
    expect(response.status()).toBe(200);
  }
  const day = "2027-03-03";
  const db = new Database(E2E_DATABASE_FILE, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  const idOf = (email: string) => (db.prepare('select id from "user" where email = ?').get(email) as { id: string }).id;
  const assign = db.prepare("update leads set assigned_to = ? where site_id = 'pentacityhansin' and phone = ?");
  assign.run(idOf(other), phones[1]);
  assign.run(idOf(mine), phones[2]);
  db.prepare("delete from bookings where day = ?").run(day);
  const insert = db.prepare(
    `insert into bookings (id, created_at, updated_at, site_id, slot_start, day, party_size, name, phone, status, active_key,
       token_hash, dedupe_key, privacy_consent, marketing_consent, consent_version, consented_at)
     values (?, ?, ?, 'pentacityhansin', ?, ?, 1, ?, ?, 'confirmed', ?, ?, ?, 1, 0, '2026-11-22', ?)`,
  );
  const now = new Date().toISOString();
  const bookingIds = phones.map((phone, index) => {
    const id = randomUUID();
    insert.run(
      id,
      now,
      now,
      `${day}T05:00:00.000Z`,
      day,
      `예약${index}${token}`,
      phone,
      `pentacityhansin|${phone}|${day}`,
      randomUUID(),
      randomUUID(),
      now,
    );
    return id;
  });
  db.close();

  await signInAdmin(page, mine, `/admin/bookings?day=${day}`);
  const main = page.getByRole("main");
  await expect(main).toContainText(`예약0${token}`);
  await expect(main).toContainText(`예약2${token}`);
  await expect(main).toContainText(`예약3${token}`);
  await expect(main).not.toContainText(`예약1${token}`);
  const refused = await page.request.post("/admin/bookings", {
    headers: { Origin: baseURL as string },
    form: { id: bookingIds[1] ?? "", status: "arrived" },
  });
  expect(refused.status()).toBe(404);
  const check = new Database(E2E_DATABASE_FILE, { readonly: true, fileMustExist: true });
  expect(check.prepare("select status from bookings where id = ?").get(bookingIds[1])).toEqual({ status: "confirmed" });
  check.close();
  acceptStatusConsoleErrors(consoleErrors, 404);
});
