import { describe, expect, test } from "vitest";
import { testDatabases } from "#app/db/test-databases.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { staffTestContext } from "#app/platform/access/test-context.ts";
import { readSiteSending } from "#app/platform/sites/sending.server.ts";
import { addSite, defaultSite } from "#app/platform/sites/sites.server.ts";
import { sitesTestDatabase } from "#app/platform/sites/test-database.ts";
import { action, loader } from "./admin-site-sending.tsx";

type Answer = {
  data: { ok: boolean; message: string; errors?: Record<string, string>; values?: Record<string, unknown> };
  init: ResponseInit | null;
};

const filled = {
  sender: "02-555-0000",
  optOut080: "0801234567",
  alertPhones: "01090000001\n010-9000-0002, 010-9000-0001",
  kakaoPfId: "KA02PF",
  "template.booking.confirmation": "TP-B-CONFIRM",
};

describe.each(testDatabases())("단지 관리 › 발송 설정 on %s", (_name, open) => {
  const database = sitesTestDatabase(open);

  const page = (siteId: string) =>
    loader({
      request: new Request(`http://localhost/admin/sites/${siteId}/sending`),
      context: staffTestContext("owner", { db: database.db }),
      params: { siteId },
    } as never);
  const post = async (siteId: string, fields: Record<string, string>) => {
    const request = new Request(`http://localhost/admin/sites/${siteId}/sending`, {
      method: "POST",
      body: new URLSearchParams(fields),
    });
    const context = staffTestContext("owner", { db: database.db });
    return (await action({ request, context, params: { siteId } } as never)) as unknown as Answer;
  };

  test("the first complex starts from the environment; the owner saves a second complex's own, the first keeps its", async () => {
    await addSite(database.db, { id: "second", name: "둘째 단지", host: "second.example" });
    const first = await page(defaultSite().id);
    expect(first.own).toBe(false);
    expect(first.values).toMatchObject({
      sender: getEnv().SMS_SENDER ?? "",
      alertPhones: getEnv().STAFF_ALERT_PHONES.join("\n"),
    });
    expect((await page("second")).values).toMatchObject({ sender: "", optOut080: "", alertPhones: "", kakaoPfId: "" });

    const saved = await post("second", filled);
    expect(saved.data).toMatchObject({
      ok: true,
      message: "둘째 단지의 발송 설정을 저장했습니다. 다음 발송부터 적용됩니다.",
    });
    // Numbers in one spelling, duplicates once.
    expect(await readSiteSending(database.db, "second")).toEqual({
      sender: "02-555-0000",
      optOut080: "0801234567",
      alertPhones: ["010-9000-0001", "010-9000-0002"],
      kakaoPfId: "KA02PF",
      kakaoTemplates: { "booking.confirmation": "TP-B-CONFIRM" },
    });
    expect((await page("second")).own).toBe(true);
    expect((await page(defaultSite().id)).own).toBe(false);
    // The audit entry says what is set, never the numbers (staff's phones are personal data).
    const audit = await database.db.selectFrom("audit_log").select(["action", "target", "detail"]).execute();
    expect(audit).toEqual([
      {
        action: "site.sending",
        target: "second",
        detail: JSON.stringify({ sender: true, optOut080: true, alertPhones: 2, kakao: true }),
      },
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/9000|555/);
  });

  test("bad input is a 400 with a Korean message on its field, keeps what was typed, and saves nothing", async () => {
    await addSite(database.db, { id: "second", name: "둘째 단지", host: "second.example" });
    const cases: [Record<string, string>, string][] = [
      [{ ...filled, sender: "010-1234" }, "sender"],
      [{ ...filled, optOut080: "02-123-4567" }, "optOut080"],
      [{ ...filled, alertPhones: "02-555-0000" }, "alertPhones"],
      [
        { ...filled, alertPhones: Array.from({ length: 11 }, (_, i) => `010-9000-00${10 + i}`).join("\n") },
        "alertPhones",
      ],
      [{ ...filled, kakaoPfId: "채널" }, "kakaoPfId"],
      [{ ...filled, kakaoPfId: "" }, "kakaoPfId"],
      [{ ...filled, "template.booking.confirmation": "<script>" }, "kakaoTemplates"],
    ];
    for (const [fields, field] of cases) {
      const answer = await post("second", fields);
      expect(answer.init?.status, JSON.stringify(fields)).toBe(400);
      expect(answer.data.ok).toBe(false);
      expect(answer.data.errors?.[field], field).toMatch(/[가-힣]/);
      expect(answer.data.message).toBe("입력 내용을 확인해 주세요. 저장하지 않았습니다.");
    }
    expect((await post("second", { ...filled, sender: "010-1234" })).data.values).toMatchObject({
      sender: "010-1234",
      alertPhones: filled.alertPhones,
      templates: { "booking.confirmation": "TP-B-CONFIRM" },
    });
    expect((await page("second")).own).toBe(false);
    expect(await database.db.selectFrom("audit_log").select("action").execute()).toEqual([]);
  });

  test("a complex that does not exist is a Korean 404, on the page and the form", async () => {
    for (const siteId of ["nobody", "../etc", "Bad Id"]) {
      for (const run of [() => page(siteId), () => post(siteId, filled)]) {
        const thrown = await run().then(
          () => null,
          (error: unknown) => error as { data: { error: string }; init: ResponseInit },
        );
        expect(thrown?.init.status, siteId).toBe(404);
        expect(thrown?.data.error).toBe("없는 단지입니다. 단지 목록에서 다시 골라 주세요.");
      }
    }
  });
});
