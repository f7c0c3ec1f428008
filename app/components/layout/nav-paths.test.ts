import { expect, test } from "vitest";
import { mainMenu, subMenus } from "#app/content/menus.ts";
import { pageList } from "#app/content/pages/index.ts";
import { activeGroupIndex, currentItemIndex, normalizePath } from "./nav-paths.ts";

test("paths compare without case or trailing slash", () => {
  expect(normalizePath("/Brand/intro/")).toBe("/brand/intro");
  expect(normalizePath("/")).toBe("/");
  expect(normalizePath("")).toBe("/");
});

test("the lower-case menu spelling highlights the same sub-menu item", () => {
  expect(currentItemIndex(subMenus.brand, "/brand/intro")).toBe(0);
  expect(currentItemIndex(subMenus.brand, "/Brand/video")).toBe(1);
  expect(currentItemIndex(subMenus.sales, "/salesinfo/announcement")).toBe(1);
});

test("no item is current on a page outside the sub-menu", () => {
  expect(currentItemIndex(subMenus.brand, "/ComplexGuide/intro")).toBe(-1);
});

test("an item with a hash is current only when the location has that hash", () => {
  expect(currentItemIndex(subMenus.interiorComingSoon, "/Interior/84B")).toBe(0);
  expect(currentItemIndex(subMenus.interiorComingSoon, "/Interior/84B", "#type-119")).toBe(1);
});

test("the header group follows the current page", () => {
  expect(activeGroupIndex(mainMenu, "/Brand/intro")).toBe(0);
  expect(activeGroupIndex(mainMenu, "/ComplexGuide/community")).toBe(3);
  expect(activeGroupIndex(mainMenu, "/FloorPlan/114B")).toBe(4);
  expect(activeGroupIndex(mainMenu, "/SalesInfo/announcement")).toBe(5);
  expect(activeGroupIndex(mainMenu, "/")).toBe(-1);
  expect(activeGroupIndex(mainMenu, "/nowhere")).toBe(-1);
});

test("every page lights the group linking to it, else the group its breadcrumb names, else none", () => {
  for (const page of pageList.filter((entry) => entry.path !== "/")) {
    const linking = mainMenu.findIndex((group) =>
      group.subMenu.some((link) => normalizePath(link.url) === normalizePath(page.path)),
    );
    const section = page.breadcrumb[0];
    const expected = linking !== -1 ? linking : mainMenu.findIndex((group) => group.title === section);
    expect(activeGroupIndex(mainMenu, page.path), page.path).toBe(expected);
    for (const alias of page.aliases ?? []) expect(activeGroupIndex(mainMenu, alias), alias).toBe(expected);
  }
});

test("only the first of several header links sharing a URL is current", () => {
  const units = mainMenu[4]?.subMenu ?? [];
  expect(currentItemIndex(units, "/FloorPlan/114A")).toBe(4);
  expect(currentItemIndex(mainMenu[0]?.subMenu ?? [], "/Brand/intro")).toBe(0);
});

test("the press room's own addresses mark the menu's 보도자료 link and the 홍보센터 group", () => {
  expect(currentItemIndex(subMenus.press, "/pentacityhansin/press")).toBe(0);
  expect(currentItemIndex(subMenus.press, "/other-site/press/3f0c")).toBe(0);
  expect(activeGroupIndex(mainMenu, "/pentacityhansin/press")).toBe(5);
  expect(currentItemIndex(mainMenu[5]?.subMenu ?? [], "/pentacityhansin/press/3f0c")).toBe(2);
  expect(currentItemIndex(subMenus.press, "/pentacityhansin/customer")).toBe(-1);
});

test("the notices board's addresses mark 공지사항, beside 보도자료, in the sub-menu and the 홍보센터 group", () => {
  const promotion = mainMenu[5]?.subMenu ?? [];
  expect(subMenus.press[currentItemIndex(subMenus.press, "/pentacityhansin/notice")]?.title).toBe("공지사항");
  expect(subMenus.press[currentItemIndex(subMenus.press, "/other-site/notice/3f0c")]?.title).toBe("공지사항");
  expect(activeGroupIndex(mainMenu, "/pentacityhansin/notice")).toBe(5);
  expect(promotion[currentItemIndex(promotion, "/pentacityhansin/notice/3f0c")]?.title).toBe("공지사항");
  expect(promotion.map((link) => link.title).indexOf("공지사항")).toBe(
    promotion.map((link) => link.title).indexOf("보도자료") + 1,
  );
});

test("the booking page marks the 홍보센터 group's 방문 예약 link", () => {
  const promotion = mainMenu[5]?.subMenu ?? [];
  expect(activeGroupIndex(mainMenu, "/Promotion/Visit")).toBe(5);
  expect(promotion[currentItemIndex(promotion, "/Promotion/Visit")]?.title).toBe("방문 예약");
  expect(subMenus.press[currentItemIndex(subMenus.press, "/Promotion/Visit")]?.title).toBe("방문 예약");
});
