/** A dependency the site needs to answer visitors; `/healthz` is 503 when any fails. */
export type HealthCheck = { name: string; check: () => Promise<void> };

export async function checkHealth(checks: HealthCheck[]) {
  const results = await Promise.all(
    checks.map(async ({ name, check }) => {
      try {
        await check();
        return { name, ok: true };
      } catch {
        return { name, ok: false };
      }
    }),
  );
  const failed = results.filter((result) => !result.ok).map((result) => result.name);
  return failed.length === 0
    ? { ok: true, body: { status: "ok" as const } }
    : { ok: false, body: { status: "unavailable" as const, failed } };
}
