import { expect, test } from "vitest";
import { floorPlanForPath, floorPlans } from "./floor-plans.ts";
import { images } from "./images.ts";
import { mainMenu, unitRoutes } from "./menus.ts";

test("each /FloorPlan route shows the plan of its menu label (SPEC §2)", () => {
  const expected: Record<string, string> = {
    "/FloorPlan/59A": "84A",
    "/FloorPlan/59B": "84B",
    "/FloorPlan/84A": "84C",
    "/FloorPlan/84B": "84D",
    "/FloorPlan/114A": "99A",
    "/FloorPlan/114B": "99B",
    "/FloorPlan/114C": "99C",
  };
  for (const [path, label] of Object.entries(expected)) {
    const plan = floorPlanForPath(path);
    expect(plan?.label).toBe(label);
    expect(plan?.image.name).toBe(`plan-${label}`);
  }
});

test("the plan data agrees with the unit menu, the image registry and the page table", () => {
  expect(floorPlans.map((plan) => ({ label: plan.label, url: `/FloorPlan/${plan.route}` }))).toEqual(unitRoutes);
  for (const plan of floorPlans) {
    expect(images[plan.image.name]).toBeDefined();
    expect(plan.image.widths.length).toBeGreaterThan(0);
    expect(plan.page.path).toBe(`/FloorPlan/${plan.route}`);
  }
});

test("every visible name is the type's, never the path's (/FloorPlan/59A is 84A)", () => {
  expect(floorPlanForPath("/FloorPlan/59A")?.heading).toBe("84A 타입");
  expect(floorPlanForPath("/FloorPlan/114A")?.heading).toBe("99A 타입");
  expect(floorPlanForPath("/FloorPlan/114C")?.heading).toBe("99C 타입");
  for (const plan of floorPlans) {
    const { title, description, breadcrumb, keywords } = plan.page;
    const visible = [plan.heading, title, description, ...breadcrumb, ...keywords, plan.image.alt];
    for (const text of visible) expect(text, text).not.toMatch(/\b(?:59|114)[A-C]\b/);
  }
});

test("the main menu's unit links go to their own plan (99B and 99C no longer to 114A)", () => {
  const units = mainMenu.find((group) => group.title === "세대안내")?.subMenu ?? [];
  for (const { label, url } of unitRoutes) {
    expect(units.find((link) => link.title === label)?.url).toBe(url);
  }
});

test("paths match case-insensitively, with a trailing slash, and only under /FloorPlan", () => {
  expect(floorPlanForPath("/floorplan/59a")?.route).toBe("59A");
  expect(floorPlanForPath("/FLOORPLAN/114B/")?.route).toBe("114B");
  expect(floorPlanForPath("/Interior/59A")).toBeUndefined();
  expect(floorPlanForPath("/FloorPlan/videos")).toBeUndefined();
});

test("households per type add up to the block totals (1,597 and 595)", () => {
  const sum = (block: "2ABL" | "4ABL") => floorPlans.reduce((total, plan) => total + plan.households[block], 0);
  expect(sum("2ABL")).toBe(1597);
  expect(sum("4ABL")).toBe(595);
});
