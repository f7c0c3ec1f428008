import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Migrates each test database once per run into a template that every open copies.
    globalSetup: ["app/db/test-databases.setup.ts"],
    // Three test files at a time on the 2-core machine: most of a file's time is spent waiting on
    // SQLite's fsync and PostgreSQL, so a third worker fills the cores (full suite on both databases,
    // idle machine: 119 s with the default, 63–80 s with 3, 74 s with 4; threads gave no more).
    maxWorkers: 3,
    // Image conversion (sharp) and PostgreSQL take seconds on a busy 2-core machine.
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Tests assert on outcomes; log lines would only be noise (the logger has its own test).
    // AUTH_SECRET keys the bookings' change links; without it the unit tests would write ./data/auth-secret.
    // TZ=UTC: Korea time (booking days, quiet hours, D-n) must never come from the process's zone.
    // PASSWORD_HASH_CHEAP_FOR_TESTS: passwords hashed at a test-only cost (password.server.ts).
    env: {
      TZ: "UTC",
      LOG_LEVEL: "silent",
      AUTH_SECRET: "unit-tests-secret-0123456789abcdef0123",
      PASSWORD_HASH_CHEAP_FOR_TESTS: "1",
    },
  },
});
