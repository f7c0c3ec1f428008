import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import { staffTestContext } from "#app/platform/access/test-context.ts";
import { resetContentVersionsForTest } from "#app/platform/content-signal/content-versions.server.ts";
import { parkingNoteOf, saveParkingNote } from "./parking.server.ts";
import { visitBookingPage } from "./visit-pages.server.ts";

const form = (text: string) => {
  const formData = new FormData();
  formData.set("intent", "parking");
  formData.set("parkingNote", text);
  return formData;
};

describe.each(testDatabases())("모델하우스 주차 안내 on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    resetContentVersionsForTest();
    database = await open();
  });
  afterEach(() => database.cleanup());

  test("the manager's text is saved with its audit entry and shown on the booking page; bad text changes nothing", async () => {
    const staff = requireStaff(staffTestContext("manager", { db: database.db }));
    expect(await parkingNoteOf(database.db)).toBe("");

    const saved = await saveParkingNote(staff, form("  모델하우스 옆 공영주차장 2시간 무료  "));
    expect(saved).toEqual({ ok: true, messages: ["주차 안내를 저장했습니다."] });
    expect(await parkingNoteOf(database.db)).toBe("모델하우스 옆 공영주차장 2시간 무료");
    const page = await visitBookingPage(
      database.db,
      undefined,
      new URL("http://127.0.0.1/Promotion/Visit"),
      "pentacityhansin",
    );
    expect(page.data.parkingNote).toBe("모델하우스 옆 공영주차장 2시간 무료");

    for (const bad of ["가".repeat(301), "주차\u0007안내"]) {
      const refused = await saveParkingNote(staff, form(bad));
      expect("init" in refused && refused.init?.status).toBe(400);
      expect(JSON.stringify("data" in refused ? refused.data : null)).toMatch(/300자|사용할 수 없는 문자/);
    }
    expect(await parkingNoteOf(database.db)).toBe("모델하우스 옆 공영주차장 2시간 무료");
    const audit = await database.db.selectFrom("audit_log").select(["action", "actor_email"]).execute();
    expect(audit).toEqual([{ action: "booking.parking", actor_email: "manager@example.com" }]);
  });
});
