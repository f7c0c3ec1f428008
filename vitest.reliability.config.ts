import { defineConfig } from "vitest/config";

/**
 * `npm run test:reliability`: real servers (the production build in child processes) on loopback,
 * real SQLite files and the local PostgreSQL (`TEST_DATABASE_URL`), load, faults and hostile input.
 * Files run one after another (they start servers and load the machine); each prints its figures.
 */
export default defineConfig({
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
    env: { LOG_LEVEL: "silent" },
    reporters: ["default"],
  },
});
