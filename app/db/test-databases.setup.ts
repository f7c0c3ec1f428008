import { prepareTestDatabaseTemplates } from "./test-databases.ts";

/**
 * vitest.config.ts's globalSetup: one set of migrated templates for the whole run, shared by every
 * test process (app/db/test-databases.ts), removed at the end.
 */
export default function setup() {
  return prepareTestDatabaseTemplates();
}
