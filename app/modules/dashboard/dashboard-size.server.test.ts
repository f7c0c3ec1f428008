import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { DASHBOARD_ROWS, loadDashboard } from "./dashboard.server.ts";
import { parsePeriod } from "./period.ts";

describe.each(testDatabases())("the dashboard's size on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("hundreds of channels and campaigns: the top rows, the rest in one 기타 row, every figure still counted", async () => {
    const db = database.db;
    const days = ["2026-11-10", "2026-11-11", "2026-11-12"];
    const views = days.flatMap((day, d) =>
      Array.from({ length: 150 }, (_, n) => ({
        day,
        path: "/",
        channel: n < 100 ? `source${n}` : "kakao",
        campaign: `campaign-${d}-${n}`,
        views: n + 1,
        visits: n + 1,
      })),
    );
    for (let start = 0; start < views.length; start += 100) {
      await db
        .insertInto("page_views_daily")
        .values(views.slice(start, start + 100))
        .execute();
    }
    await db
      .insertInto("leads")
      .values(
        Array.from({ length: 60 }, (_, n) => ({
          id: randomUUID(),
          created_at: "2026-11-11T03:00:00.000Z",
          updated_at: "2026-11-11T03:00:00.000Z",
          day: "2026-11-11",
          site_id: "pentacityhansin",
          form: "interest",
          name: "대시보드",
          phone: `010-0000-${String(n).padStart(4, "0")}`,
          privacy_consent: 1,
          marketing_consent: 0,
          consent_version: "2026-11-22",
          consented_at: "2026-11-11T03:00:00.000Z",
          dedupe_key: randomUUID(),
          status: "new",
          channel: `lead-source${n}`,
          campaign: `lead-campaign${n}`,
          landing_path: null,
        })),
      )
      .execute();
    const parsed = parsePeriod(new URLSearchParams({ from: days[0] as string, to: days[2] as string }));
    const dashboard = await loadDashboard(db, parsed.period);

    expect(dashboard.channels).toHaveLength(DASHBOARD_ROWS.channels + 1);
    expect(dashboard.stagesByChannel).toHaveLength(DASHBOARD_ROWS.channels + 1);
    expect(dashboard.stagesByChannel.at(-1)).toMatchObject({ channel: "기타", total: 60 - DASHBOARD_ROWS.channels });
    expect(dashboard.campaigns).toHaveLength(DASHBOARD_ROWS.campaigns + 1);
    expect(dashboard.channels.at(-1)).toMatchObject({ channel: "기타" });
    expect(dashboard.campaigns.at(-1)).toMatchObject({ channel: "기타", campaign: "기타" });
    const sum = (rows: Array<{ visits: number; leads: number }>) =>
      rows.reduce((total, row) => ({ visits: total.visits + row.visits, leads: total.leads + row.leads }), {
        visits: 0,
        leads: 0,
      });
    expect(sum(dashboard.channels)).toEqual({ visits: dashboard.totals.visits, leads: 60 });
    expect(sum(dashboard.campaigns)).toEqual({ visits: dashboard.totals.visits, leads: 60 });
    // Those with leads rank first (then visits), as before the bound.
    expect(dashboard.channels.slice(0, DASHBOARD_ROWS.channels).every((row) => row.leads === 1)).toBe(true);
    expect(JSON.stringify(dashboard).length).toBeLessThan(20_000);
  });
});
