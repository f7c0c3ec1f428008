import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
const p = await ctx.newPage();
if (process.argv[3] === "clock") { await p.clock.install(); await p.clock.pauseAt(Date.now() + 1000); }
await p.addInitScript(() => {
  window.__log = [];
  new MutationObserver((ms) => { for (const m of ms) if (m.type === "attributes" && m.attributeName === "style") window.__log.push(`${performance.now()|0} style ${m.target.tagName}.${m.target.getAttribute("data-home-accordion") ?? m.target.className} = ${m.target.getAttribute("style")}`); else if (m.type === "childList" && (m.removedNodes.length || m.addedNodes.length) && m.target.closest?.("main")) window.__log.push(`${performance.now()|0} childList in ${m.target.tagName} -${m.removedNodes.length} +${m.addedNodes.length}`); }).observe(document, { subtree: true, attributes: true, attributeFilter: ["style"], childList: true });
});
await p.goto(process.argv[2]);
await p.waitForTimeout(4000);
console.log((await p.evaluate(() => window.__log)).join("\n"));
console.log(await p.locator('[data-home-accordion="overview"] summary').first().isVisible());
await b.close();
