import Database from "better-sqlite3";
import { seriousAxeViolations } from "./axe.ts";
import { acceptDocument404, E2E_DATABASE_FILE, expect, test } from "./fixtures.ts";

/**
 * The one-tap opt-out link (/unsubscribe/:token) at both sizes, with and without JavaScript: a lead's
 * form consent queues its result text, whose link opens a page showing only the masked number; one tap
 * withdraws the number's consent on every lead of it; a changed token is a Korean 404. The rules
 * (idempotence, rate limits, quiet hours) are tested once in app/modules/consent/consent.server.test.ts.
 */
function stored<T>(query: string, ...params: unknown[]): T[] {
  const db = new Database(E2E_DATABASE_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).all(...params) as T[];
  } finally {
    db.close();
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the opt-out link withdraws the number on its lead in one tap; a changed token is a Korean 404", async ({
      page,
      request,
      consoleErrors,
    }, testInfo) => {
      const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0");
      const phone = `010-6${digits.slice(0, 3)}-${digits.slice(3)}`;
      for (const form of ["interest", "inquiry"]) {
        const response = await request.post("/api/lead", {
          form: {
            form,
            name: `수신거부${digits}`,
            phone,
            privacyConsent: "on",
            marketingConsent: "on",
            message: "문의",
          },
        });
        expect(response.status()).toBe(200);
      }
      const [notice] = stored<{ body: string }>(
        "select body from messages where recipient = ? and kind = 'consent.result' order by created_at",
        phone,
      );
      const path = new URL(notice?.body.match(/https:\/\/\S+\/unsubscribe\/[A-Za-z0-9_-]{43}/)?.[0] ?? "").pathname;
      expect(path).toMatch(/^\/unsubscribe\/[A-Za-z0-9_-]{43}$/);

      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
      await expect(page.getByRole("heading", { level: 1, name: "광고 문자 수신거부" })).toBeVisible();
      const main = page.locator("main#main");
      await expect(main).toContainText(`010-****-${phone.slice(-4)}`);
      await expect(main).not.toContainText(phone);
      await expect(main).not.toContainText(`수신거부${digits}`);
      if (javaScriptEnabled) expect(await seriousAxeViolations(page)).toEqual([]);
      const shots = process.env.CONSENT_SHOTS_DIR;
      if (shots) await page.screenshot({ path: `${shots}/unsubscribe-${testInfo.project.name}.png`, fullPage: true });

      await page.getByRole("button", { name: "수신거부하기" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "수신거부가 처리되었습니다." })).toBeVisible();
      await expect(page.getByRole("status")).toContainText("더 이상 광고 문자를 보내지 않습니다");
      if (shots)
        await page.screenshot({ path: `${shots}/unsubscribe-done-${testInfo.project.name}.png`, fullPage: true });
      const flags = stored<{ marketing_consent: number }>("select marketing_consent from leads where phone = ?", phone);
      expect(flags.map((row) => row.marketing_consent)).toEqual([0]);
      const events = stored<{ action: string; channel: string }>(
        "select action, channel from marketing_consent_events where phone = ? order by created_at",
        phone,
      );
      expect(events.at(-1)).toEqual({ action: "withdrawn", channel: "link" });

      // The link opened again later (the HTML as served; no browser needed): already withdrawn, nothing to tap.
      const again = await request.get(path);
      expect(again.status()).toBe(200);
      const againHtml = await again.text();
      expect(againHtml).toContain("이미 수신거부된 번호입니다.");
      expect(againHtml).not.toContain("수신거부하기");

      const last = path.at(-1) === "A" ? "B" : "A";
      const missing = await request.get(`${path.slice(0, -1)}${last}`);
      expect(missing.status()).toBe(404);
      expect(await missing.text()).toContain("수신거부 링크를 찾을 수 없습니다.");
      if (shots) {
        await page.goto(`${path.slice(0, -1)}${last}`);
        await page.screenshot({ path: `${shots}/unsubscribe-404-${testInfo.project.name}.png`, fullPage: true });
      }
      acceptDocument404(consoleErrors);
    });
  });
}
