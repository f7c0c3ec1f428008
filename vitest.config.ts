import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Password hashing (scrypt at OWASP cost) takes seconds on a busy 2-core machine.
    testTimeout: 20_000,
    // Tests assert on outcomes; log lines would only be noise (the logger has its own test).
    env: { LOG_LEVEL: "silent" },
  },
});
