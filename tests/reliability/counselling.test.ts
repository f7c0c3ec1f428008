/**
 * Round-robin assignment on two instances (issue 23): two server processes share one PostgreSQL
 * schema, 200 leads are posted to both at once, and every lead is assigned exactly once, to a
 * counsellor on duty today, in turn: no counsellor is skipped or given two in a row, so the counts
 * differ by at most one. The deactivated, the off-duty and other roles get none
 * (docs/decisions/2026-11-26-counselling.md).
 */
import { afterAll, expect, test } from "vitest";
import { addDays, seoulDay } from "../../app/lib/korea-time.ts";
import { leadBody, POSTGRES_URL, pool, postgresStore, postLead, startServer, stopAll } from "./harness.ts";
import { countByStatus, queryStore } from "./lead-rows.ts";

afterAll(stopAll);

const ON_DUTY = ["rr-a", "rr-b", "rr-c"];

test.skipIf(!POSTGRES_URL)(
  "round-robin: 200 concurrent leads over two instances, each assigned once, the counts differ by at most one",
  async () => {
    const store = await postgresStore();
    try {
      const [a, b] = await Promise.all([
        startServer({ databaseUrl: store.url }),
        startServer({ databaseUrl: store.url }),
      ]);
      const people: [id: string, role: string, banned: boolean][] = [
        ...ON_DUTY.map((id): [string, string, boolean] => [id, "counsellor", false]),
        ["rr-gone", "counsellor", true],
        ["rr-home", "counsellor", false],
        ["rr-manager", "manager", false],
      ];
      const now = new Date().toISOString();
      for (const [id, role, banned] of people) {
        await queryStore(
          store,
          `insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt", role, banned)
           values ('${id}', '${id}', '${id}@rel.example', true, '${now}', '${now}', '${role}', ${banned})`,
        );
        // Each works for the first complex in that role.
        await queryStore(
          store,
          `insert into site_staff (site_id, user_id, role, created_at) values ('pentacityhansin', '${id}', '${role}', '${now}')`,
        );
      }
      // Today in Korea, and tomorrow too in case the run crosses midnight there: the same people on both days.
      const today = seoulDay(new Date());
      for (const day of [today, addDays(today, 1)]) {
        for (const id of [...ON_DUTY, "rr-gone", "rr-manager"]) {
          await queryStore(
            store,
            `insert into staff_duty (user_id, day, created_at) values ('${id}', '${day}', '${now}')`,
          );
        }
      }
      await queryStore(store, "update assignment_state set mode = 'round_robin'");

      const responses = await pool(200, 200, (i) =>
        postLead(i % 2 === 0 ? a : b, leadBody(30_000 + i)).catch(() => ({ status: 0, text: "" })),
      );
      const leads = await queryStore<{ id: string; assigned_to: string | null }>(
        store,
        "select id, assigned_to from leads",
      );
      const events = await queryStore<{ lead_id: string; count: string }>(
        store,
        "select lead_id, count(*) as count from lead_events where kind = 'assign' group by lead_id",
      );
      const perCounsellor: Record<string, number> = {};
      for (const lead of leads) {
        const key = lead.assigned_to ?? "(pool)";
        perCounsellor[key] = (perCounsellor[key] ?? 0) + 1;
      }
      const counts = ON_DUTY.map((id) => perCounsellor[id] ?? 0);
      console.log(
        `reliability counselling: 200 leads at once over A and B, responses ${JSON.stringify(countByStatus(responses.map((r) => r.status)))}, per counsellor ${JSON.stringify(perCounsellor)}, assign events ${events.length}`,
      );
      expect(countByStatus(responses.map((response) => response.status))).toEqual({ 200: 200 });
      expect(leads).toHaveLength(200);
      // Each lead assigned exactly once (one row, one event), only to counsellors on duty.
      expect(Object.keys(perCounsellor).sort()).toEqual([...ON_DUTY].sort());
      expect(events).toHaveLength(200);
      expect(events.every((event) => Number(event.count) === 1)).toBe(true);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(200);
      // The cursor names the last of them.
      const [state] = await queryStore<{ last_user_id: string }>(store, "select last_user_id from assignment_state");
      expect(ON_DUTY).toContain(state?.last_user_id);
    } finally {
      await stopAll();
      await store.cleanup();
    }
  },
);
