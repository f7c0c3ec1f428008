import AxeBuilder from "@axe-core/playwright";
import { pageList } from "../../app/content/pages.ts";
import { expect, test } from "./fixtures.ts";

for (const entry of [...pageList.map((page) => page.path), "/no/such/page"]) {
  test(`axe finds no serious or critical violation on ${entry}`, async ({ page }) => {
    await page.goto(entry);
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    expect(blocking).toEqual([]);
  });
}
