import { chromium } from "@playwright/test";
const [base, ...paths] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const vp of [{ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }, { width: 1280, height: 800 }]) {
  for (const path of paths) {
    const { width, height, ...rest } = vp;
    const ctx = await b.newContext({ viewport: { width, height }, ...rest });
    const p = await ctx.newPage();
    let release; const held = new Promise((r) => (release = r));
    await p.route(/pretendardvariable-dynamic-subset.*\.css/, async (route) => { await held; await route.continue(); });
    await p.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push({ t: e.startTime | 0, v: e.value, who: e.sources.map((s) => s.node?.nodeName + "." + (s.node?.className?.baseVal ?? s.node?.className ?? "")).slice(0, 2).join(" ") }); }).observe({ type: "layout-shift", buffered: true });
    });
    await p.goto(base + path);
    await p.locator('nav[aria-label="주 메뉴"][data-enhanced="true"]').waitFor({ state: "attached" });
    await p.waitForTimeout(1500);
    const before = await p.evaluate(() => window.__shifts.reduce((a, s) => a + s.v, 0));
    release();
    await p.waitForFunction(() => document.querySelector("link[data-web-fonts]") && document.fonts.status === "loaded");
    await p.evaluate(() => document.fonts.ready);
    await p.waitForTimeout(1500);
    const shifts = await p.evaluate(() => window.__shifts);
    const total = shifts.reduce((a, s) => a + s.v, 0);
    const fontCount = await p.evaluate(() => [...document.fonts].filter((f) => f.status === "loaded" && /Pretendard Variable/.test(f.family)).length);
    console.log(`${width}x${height} ${path}`.padEnd(28), "before-font", before.toFixed(4), "font-swap", (total - before).toFixed(4), "total", total.toFixed(4), "pretendard faces loaded", fontCount, shifts.filter((s) => s.v > 0.001).slice(0, 3).map((s) => `${s.v.toFixed(3)} ${s.who}`).join(" | "));
    await ctx.close();
  }
}
await b.close();
