import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Migrates each test database once per run into a template that every open copies.
    globalSetup: ["app/db/test-databases.setup.ts"],
    // Password hashing (scrypt at OWASP cost) takes seconds on a busy 2-core machine.
    testTimeout: 20_000,
    // Tests assert on outcomes; log lines would only be noise (the logger has its own test).
    // AUTH_SECRET keys the bookings' change links; without it the unit tests would write ./data/auth-secret.
    // TZ=UTC: Korea time (booking days, quiet hours, D-n) must never come from the process's zone.
    env: { TZ: "UTC", LOG_LEVEL: "silent", AUTH_SECRET: "unit-tests-secret-0123456789abcdef0123" },
  },
});
