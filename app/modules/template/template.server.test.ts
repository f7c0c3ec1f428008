import { describe, expect, test } from "vitest";
import { testDatabases } from "#app/db/test-databases.ts";
import { purgeUnusedUploads } from "#app/modules/uploads/purge.server.ts";
import { smallPng, svgWithScript } from "#app/modules/uploads/test-fixtures.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import { staffTestContext } from "#app/platform/access/test-context.ts";
import { readContentVersions } from "#app/platform/content-signal/content-versions.server.ts";
import { loadSetting } from "#app/platform/settings/settings.server.ts";
import { complexHandle } from "#app/platform/sites/scope.server.ts";
import { type Site, siteContext } from "#app/platform/sites/site.ts";
import { sitesTestDatabase } from "#app/platform/sites/test-database.ts";
import { templateAction } from "./admin.server.ts";
import { templateServer } from "./feature.server.ts";
import { TEMPLATE_FIELDS as F, TEMPLATE_AREA } from "./fields.ts";
import { templateHomeView, templateLocationView, templatePlansView, templatePrivacyView } from "./pages.server.ts";
import { TEMPLATE_PAGES, templatePagesOf } from "./template.server.ts";

const SECOND: Site = { id: "second", name: "둘째 단지", builder: "", status: "live" };

/** The editor's post: text fields as given, a row per type, files where named. */
function form(
  fields: Record<string, string | string[]>,
  files: Record<string, (File | null)[]> = {},
  intent: "publish" | "save" = "publish",
) {
  const body = new FormData();
  body.set("intent", intent);
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  for (const [name, list] of Object.entries(files)) {
    for (const file of list) body.append(name, file ?? new File([], ""));
  }
  return new Request("http://second.example/admin/template", { method: "POST", body });
}

const filled = {
  [F.headline]: "강이 보이는 첫 번째 집",
  [F.intro]: "둘째 단지가 문을 엽니다.\n견본주택에서 만나요.",
  [F.heroFileId]: "",
  [F.heroAlt]: "강변에서 본 단지 전경",
  [F.facts]: "세대수: 1,200세대\n입주 예정: 2029년 3월",
  [F.address]: "세종특별자치시 강변로 1",
  [F.mapUrl]: "https://map.example.com/?q=river",
  [F.locationText]: "강과 공원 사이.\n\n초등학교가 걸어서 5분.",
  [F.locationFileId]: "",
  [F.locationAlt]: "",
  [F.developerName]: "리버뷰개발 주식회사",
  [F.privacyOfficer]: "분양관리팀장 홍길동",
  [F.privacyContact]: "0212345678",
  [F.typeName]: ["84A", ""],
  [F.typeExclusive]: ["84.97", ""],
  [F.typeSupply]: ["112.4", ""],
  [F.typeHouseholds]: ["1,200", ""],
  [F.typePlanFileId]: ["", ""],
};

describe.each(testDatabases())("the standard template on %s", (_name, open) => {
  const database = sitesTestDatabase(open, { second: true });
  const staffOf = (role: "manager" | "counsellor" = "manager") => {
    const context = staffTestContext(role, { db: complexHandle(database.db, SECOND.id) });
    context.set(siteContext, SECOND);
    return requireStaff(context);
  };
  const count = async (table: "uploaded_files" | "content_documents" | "audit_log") =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test("a publish with its pictures is the complex's own: its pages show it at once, the first complex's stay empty, the purge keeps the pictures", async () => {
    const png = new File([new Uint8Array(await smallPng(1200, 700))], "hero.png");
    const plan = new File([new Uint8Array(await smallPng(800, 800))], "84a.png");
    const answer = await templateAction(staffOf(), form(filled, { [F.heroImage]: [png], [F.typePlan]: [plan, null] }));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/admin/template?done=published");

    const second = complexHandle(database.db, SECOND.id);
    const home = await templateHomeView(second, SECOND);
    expect(home).toMatchObject({
      headline: "강이 보이는 첫 번째 집",
      intro: ["둘째 단지가 문을 엽니다.", "견본주택에서 만나요."],
      facts: [
        { label: "세대수", value: "1,200세대" },
        { label: "입주 예정", value: "2029년 3월" },
      ],
    });
    expect(home.hero).toMatchObject({ alt: "강변에서 본 단지 전경", width: 1200, height: 700 });
    expect(home.hero?.avif).toContain("/files/");
    const plans = await templatePlansView(second);
    expect(plans.types).toMatchObject([{ name: "84A", exclusiveArea: 84.97, supplyArea: 112.4, households: 1200 }]);
    expect(plans.types[0]?.plan?.alt).toBe("84A타입 평면도");
    expect(await templateLocationView(second)).toMatchObject({
      address: "세종특별자치시 강변로 1",
      paragraphs: ["강과 공원 사이.", "초등학교가 걸어서 5분."],
      picture: null,
    });
    // The privacy policy's controller, the contact in its dashed form.
    expect(await templatePrivacyView(second)).toEqual({
      developerName: "리버뷰개발 주식회사",
      privacyOfficer: "분양관리팀장 홍길동",
      privacyContact: "02-1234-5678",
    });
    expect((await readContentVersions(database.db)).get(TEMPLATE_AREA)).toBeGreaterThan(0);

    // The first complex's template is untouched: its name is the headline, nothing else.
    const first = complexHandle(database.db, "pentacityhansin");
    expect((await templatePagesOf(first)).headline).toBe("");
    const audit = await database.db.selectFrom("audit_log").select(["action", "site_id"]).orderBy("action").execute();
    expect(audit).toEqual([
      { action: "template.publish", site_id: "second" },
      { action: "upload.create", site_id: "second" },
      { action: "upload.create", site_id: "second" },
    ]);

    const purged = await purgeUnusedUploads(database.db, {
      sources: [templateServer],
      graceDays: 30,
      now: new Date(Date.now() + 90 * 86_400_000),
    });
    expect(purged.deletedUploads).toBe(0);
    expect(await count("uploaded_files")).toBe(2);
  });

  test("bad input is refused in Korean with its field named, and nothing is written", async () => {
    const before = { files: await count("uploaded_files"), documents: await count("content_documents") };
    const refusals: [Record<string, string | string[]>, Record<string, (File | null)[]>, string, string][] = [
      [{ ...filled, [F.headline]: "" }, {}, "headline", "대표 문구를 입력해 주세요."],
      [{ ...filled, [F.facts]: "세대수 1,200세대" }, {}, "facts", "주요 정보 1번째 줄"],
      [{ ...filled, [F.mapUrl]: "javascript:alert(1)" }, {}, "mapUrl", "http:// 또는 https://"],
      [{ ...filled, [F.headline]: "제목\u0007" }, {}, "headline", "사용할 수 없는 문자"],
      [{ ...filled, [F.typeSupply]: ["80", ""] }, {}, "types", "1번째 타입: 면적은"],
      [
        {
          ...filled,
          [F.typeName]: ["84A", "84a"],
          [F.typeExclusive]: ["84", "84"],
          [F.typeSupply]: ["110", "110"],
          [F.typeHouseholds]: ["1", "1"],
        },
        {},
        "types",
        "같은 이름의 타입",
      ],
      [{ ...filled, [F.typeName]: ["<script>", ""] }, {}, "types", "타입 이름은"],
      [
        { ...filled, [F.heroAlt]: "" },
        { [F.heroImage]: [new File([new Uint8Array(await smallPng())], "a.png")] },
        "heroAlt",
        "사진 설명",
      ],
      [filled, { [F.heroImage]: [new File([svgWithScript()], "x.svg")] }, "heroImage", "x.svg"],
      [{ ...filled, [F.developerName]: " " }, {}, "developerName", "사업주체(시행사) 법인명을 입력해 주세요."],
      [{ ...filled, [F.developerName]: "가".repeat(61) }, {}, "developerName", "법인명은 60자 이내로"],
      [{ ...filled, [F.developerName]: "리버뷰\u001b개발" }, {}, "developerName", "사용할 수 없는 문자"],
      [{ ...filled, [F.privacyOfficer]: "팀장".repeat(31) }, {}, "privacyOfficer", "60자 이내로"],
      [
        { ...filled, [F.privacyContact]: "담당자에게 문의" },
        {},
        "privacyContact",
        "전화번호(예: 02-1234-5678) 또는 이메일",
      ],
      [{ ...filled, [F.privacyContact]: "privacy@" }, {}, "privacyContact", "전화번호(예: 02-1234-5678) 또는 이메일"],
    ];
    for (const [fields, files, field, message] of refusals) {
      const answer = (await templateAction(staffOf(), form(fields, files))) as {
        data: { errors: Record<string, string> };
        init: { status: number };
      };
      expect(answer.init.status, field).toBe(400);
      expect(answer.data.errors[field], field).toContain(message);
    }
    // Shapes no form of ours sends: refused as a whole.
    for (const malformed of [
      form({ ...filled, [F.headline]: ["하나", "둘"] }),
      form({ ...filled, [F.typeName]: ["84A"] }),
    ]) {
      const answer = (await templateAction(staffOf(), malformed)) as {
        data: { message: string };
        init: { status: number };
      };
      expect(answer.init.status).toBe(400);
      expect(answer.data.message).toMatch(/[가-힣]/);
    }
    expect({ files: await count("uploaded_files"), documents: await count("content_documents") }).toEqual(before);
    expect(await count("audit_log")).toBe(0);
  });

  test("a draft may wait for the developer's legal name; a publish may not, and the page keeps what was published", async () => {
    const second = complexHandle(database.db, SECOND.id);
    const published = await templateAction(staffOf(), form(filled));
    expect((published as Response).headers.get("Location")).toBe("/admin/template?done=published");

    const unnamed = { ...filled, [F.developerName]: "", [F.privacyContact]: "privacy@river.example" };
    const saved = await templateAction(staffOf(), form(unnamed, {}, "save"));
    expect((saved as Response).headers.get("Location")).toBe("/admin/template?done=saved");
    const refused = (await templateAction(staffOf(), form(unnamed))) as {
      data: { errors: Record<string, string>; values: { developerName: string; privacyContact: string } };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.errors).toEqual({ developerName: expect.stringContaining("법인명을 입력해 주세요") });
    // What was typed is shown again.
    expect(refused.data.values.privacyContact).toBe("privacy@river.example");
    expect((await templatePrivacyView(second)).developerName).toBe("리버뷰개발 주식회사");
  });

  test("a document published before the privacy fields still reads, with them empty", async () => {
    const old = {
      headline: "예전에 게시한 문구",
      intro: "",
      heroFileId: "",
      heroAlt: "",
      facts: [],
      address: "",
      mapUrl: "",
      locationText: "",
      locationFileId: "",
      locationAlt: "",
      types: [],
    };
    const second = complexHandle(database.db, SECOND.id);
    const now = new Date().toISOString();
    await second
      .insertInto("content_documents")
      .values({
        key: TEMPLATE_PAGES.key,
        draft: JSON.stringify(old),
        published: JSON.stringify(old),
        revision: 1,
        published_at: now,
        updated_at: now,
      })
      .execute();
    expect(await loadSetting(second, TEMPLATE_PAGES)).toMatchObject({
      headline: "예전에 게시한 문구",
      developerName: "",
      privacyOfficer: "",
      privacyContact: "",
    });
  });
});
