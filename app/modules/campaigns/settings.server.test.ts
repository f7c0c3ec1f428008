import { expect, test, vi } from "vitest";
import type { Env } from "#app/lib/env.server.ts";
import { campaignSettings } from "./settings.server.ts";

const facts = vi.hoisted(() => ({ salesPhone: "1661-0000" }));
vi.mock("#app/modules/site-facts/facts.server.ts", () => ({ siteFactsOf: async () => ({ ...facts }) }));
const sending = vi.hoisted(() => ({ optOut080: "080-123-4567" }));
vi.mock("#app/platform/sites/sending.server.ts", () => ({ readSiteSending: async () => ({ ...sending }) }));

test("the contact in advertising texts is the sales phone the team published, and the 080 number the first complex's, read at each use", async () => {
  const env = { OPT_OUT_080_NUMBER: "080-999-9999", CAMPAIGN_APPROVAL_THRESHOLD: 1000 } as Env;
  expect(await campaignSettings({} as never, env)).toMatchObject({
    contactPhone: "1661-0000",
    optOut080: "080-123-4567",
  });
  facts.salesPhone = "1588-7777";
  sending.optOut080 = "";
  expect(await campaignSettings({} as never, env)).toMatchObject({ contactPhone: "1588-7777", optOut080: null });
});
