import { randomUUID } from "node:crypto";
import { ADMIN_ACCESS, ADMIN_NAV } from "../../app/modules/index.ts";
import { minimalPdf } from "../../app/modules/uploads/test-fixtures.ts";
import { acceptStatusConsoleErrors, createAdmin, signInAdmin } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

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
    const email = createAdmin("roles", testInfo, role);
    await signInAdmin(page, email);
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
