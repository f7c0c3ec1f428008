import { afterEach, expect, test, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function loadEnv() {
  const module = await import("#app/lib/env.server.ts");
  return module.getEnv();
}

test("defaults need no configuration", async () => {
  vi.stubEnv("SITE_URL", undefined);
  vi.stubEnv("PORT", undefined);
  vi.stubEnv("SALES_PHONE", undefined);
  const env = await loadEnv();
  expect(env.PORT).toBe(3000);
  expect(env.SITE_URL).toBe("http://localhost:3000");
  expect(env.DATABASE_URL).toBe("file:./data/app.db");
  expect(env.DEFAULT_SITE_ID).toBe("pentacityhansin");
});

test("SITE_URL loses its trailing slash; invalid values fail loudly", async () => {
  vi.stubEnv("SITE_URL", "https://example.kr/");
  expect((await loadEnv()).SITE_URL).toBe("https://example.kr");
  vi.resetModules();
  vi.stubEnv("PORT", "not-a-port");
  await expect(loadEnv()).rejects.toThrow(/Invalid environment/);
});
