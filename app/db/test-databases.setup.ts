import { prepareTestDatabaseTemplates } from "./test-databases.ts";

/** One set of migrated templates for the whole run, shared by every test process. */
export default function setup() {
  return prepareTestDatabaseTemplates();
}
