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

test("without SITE_URL the site's address is this server's own port", async () => {
  vi.stubEnv("SITE_URL", undefined);
  vi.stubEnv("PORT", "4123");
  expect(await loadEnv()).toMatchObject({ PORT: 4123, SITE_URL: "http://localhost:4123" });
  vi.resetModules();
  vi.stubEnv("SITE_URL", "https://www.example.kr");
  expect(await loadEnv()).toMatchObject({ PORT: 4123, SITE_URL: "https://www.example.kr" });
});

test("SITE_URL loses its trailing slash; invalid values fail loudly", async () => {
  vi.stubEnv("SITE_URL", "https://example.kr/");
  expect((await loadEnv()).SITE_URL).toBe("https://example.kr");
  vi.resetModules();
  vi.stubEnv("PORT", "not-a-port");
  await expect(loadEnv()).rejects.toThrow(/Invalid environment/);
});

test("lead forwarding settings: defaults, fractions of a second, and invalid values fail loudly", async () => {
  for (const name of [
    "LEAD_WEBHOOK_MAX_ATTEMPTS",
    "LEAD_WEBHOOK_RETRY_BASE_SECONDS",
    "LEAD_WEBHOOK_RETRY_MAX_SECONDS",
    "LEAD_WEBHOOK_TIMEOUT_SECONDS",
    "LEAD_WEBHOOK_POLL_SECONDS",
  ]) {
    vi.stubEnv(name, undefined);
  }
  expect(await loadEnv()).toMatchObject({
    LEAD_WEBHOOK_MAX_ATTEMPTS: 8,
    LEAD_WEBHOOK_RETRY_BASE_SECONDS: 30,
    LEAD_WEBHOOK_RETRY_MAX_SECONDS: 21_600,
    LEAD_WEBHOOK_TIMEOUT_SECONDS: 10,
    LEAD_WEBHOOK_POLL_SECONDS: 15,
  });

  vi.resetModules();
  vi.stubEnv("LEAD_WEBHOOK_MAX_ATTEMPTS", "3");
  vi.stubEnv("LEAD_WEBHOOK_RETRY_BASE_SECONDS", "0.2");
  vi.stubEnv("LEAD_WEBHOOK_RETRY_MAX_SECONDS", "2");
  vi.stubEnv("LEAD_WEBHOOK_TIMEOUT_SECONDS", "0.5");
  vi.stubEnv("LEAD_WEBHOOK_POLL_SECONDS", "0.25");
  expect(await loadEnv()).toMatchObject({
    LEAD_WEBHOOK_MAX_ATTEMPTS: 3,
    LEAD_WEBHOOK_RETRY_BASE_SECONDS: 0.2,
    LEAD_WEBHOOK_RETRY_MAX_SECONDS: 2,
    LEAD_WEBHOOK_TIMEOUT_SECONDS: 0.5,
    LEAD_WEBHOOK_POLL_SECONDS: 0.25,
  });

  for (const [name, value] of [
    ["LEAD_WEBHOOK_MAX_ATTEMPTS", "0"],
    ["LEAD_WEBHOOK_MAX_ATTEMPTS", "2.5"],
    ["LEAD_WEBHOOK_RETRY_BASE_SECONDS", "-1"],
    ["LEAD_WEBHOOK_TIMEOUT_SECONDS", "0"],
    ["LEAD_WEBHOOK_POLL_SECONDS", "soon"],
  ] as const) {
    vi.resetModules();
    vi.unstubAllEnvs();
    vi.stubEnv(name, value);
    await expect(loadEnv(), `${name}=${value}`).rejects.toThrow(new RegExp(name));
  }
});

test("ALLOWED_ORIGINS: comma-separated origins, trailing slashes and spaces tolerated; a path or junk fails", async () => {
  vi.stubEnv("ALLOWED_ORIGINS", undefined);
  expect((await loadEnv()).ALLOWED_ORIGINS).toEqual([]);
  vi.resetModules();
  vi.stubEnv("ALLOWED_ORIGINS", " https://pentacity-hansin.example/ , http://127.0.0.1:4000");
  expect((await loadEnv()).ALLOWED_ORIGINS).toEqual(["https://pentacity-hansin.example", "http://127.0.0.1:4000"]);
  for (const wrong of ["https://a.example/path", "not a url", "ftp://a.example"]) {
    vi.resetModules();
    vi.stubEnv("ALLOWED_ORIGINS", wrong);
    await expect(loadEnv(), wrong).rejects.toThrow(/ALLOWED_ORIGINS/);
  }
});

test("TRUST_PROXY is a number of proxies or their addresses, never every client's own header", async () => {
  const cases: Array<[string | undefined, number | string[]]> = [
    [undefined, 0],
    ["", 0],
    ["false", 0],
    ["0", 0],
    // Kept for old configurations: one proxy, not "trust whatever the client wrote".
    ["true", 1],
    ["1", 1],
    ["2", 2],
    ["10.0.0.5", ["10.0.0.5"]],
    [" 10.0.0.0/8, 192.168.1.1 ,loopback", ["10.0.0.0/8", "192.168.1.1", "loopback"]],
    ["2001:db8::/32, ::1", ["2001:db8::/32", "::1"]],
  ];
  for (const [value, expected] of cases) {
    vi.resetModules();
    vi.stubEnv("TRUST_PROXY", value);
    expect((await loadEnv()).TRUST_PROXY, String(value)).toEqual(expected);
  }
  for (const value of [
    "yes",
    "11",
    "-1",
    "10.0.0.300",
    "10.0.0.0/33",
    "::1/129",
    "10.0.0.1/8/8",
    "proxy.example",
    ",",
  ]) {
    vi.resetModules();
    vi.stubEnv("TRUST_PROXY", value);
    await expect(loadEnv(), value).rejects.toThrow(/TRUST_PROXY/);
  }
});

test("AUDIT_RETENTION_DAYS: 365 by default, longer allowed, shorter fails with a clear Korean/English message", async () => {
  vi.stubEnv("AUDIT_RETENTION_DAYS", undefined);
  expect((await loadEnv()).AUDIT_RETENTION_DAYS).toBe(365);
  vi.resetModules();
  vi.stubEnv("AUDIT_RETENTION_DAYS", "1095");
  expect((await loadEnv()).AUDIT_RETENTION_DAYS).toBe(1095);
  vi.resetModules();
  vi.stubEnv("AUDIT_RETENTION_DAYS", "90");
  await expect(loadEnv()).rejects.toThrow(
    /AUDIT_RETENTION_DAYS: 열람 기록은 최소 365일 보관합니다 \(at least 365 days\)/,
  );
});

test("UPLOAD_ORPHAN_DAYS: 30 by default, at least 1 (a purge the same day could take a file an editor is about to save)", async () => {
  vi.stubEnv("UPLOAD_ORPHAN_DAYS", undefined);
  expect((await loadEnv()).UPLOAD_ORPHAN_DAYS).toBe(30);
  vi.resetModules();
  vi.stubEnv("UPLOAD_ORPHAN_DAYS", "45");
  expect((await loadEnv()).UPLOAD_ORPHAN_DAYS).toBe(45);
  vi.resetModules();
  vi.stubEnv("UPLOAD_ORPHAN_DAYS", "0");
  await expect(loadEnv()).rejects.toThrow(/UPLOAD_ORPHAN_DAYS/);
});
