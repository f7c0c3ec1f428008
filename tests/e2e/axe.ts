import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Serious or critical WCAG 2.1 A/AA violations on the page (or inside `include`), as short strings.
 *
 * Legacy mode: axe runs and aggregates in the page itself. The default mode opens a second, blank page
 * per scan and injects axe's 500 KB again to aggregate there. That cost about 1 s a scan here (2.2 s
 * against 1.3 s on a floor plan, 6.2 s against 4.6 s on the home page), and under load it left
 * `page.evaluate` waiting past the test's 30 s. What legacy mode gives up is testing cross-origin
 * frames. Ours are the video and virtual-tour embeds, which never load in the tests anyway (their hosts
 * do not resolve: playwright.config.ts).
 */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
