import { expect, test } from "vitest";
import { landingAfterSignIn } from "./landing.ts";

const home = (referer?: string) =>
  new Request("https://www.pentacity-hansin.example/admin", referer ? { headers: { Referer: referer } } : {});

test("a counsellor coming from the sign-in pages starts on 오늘 할 일; the home stays the dashboard otherwise", () => {
  const site = "https://www.pentacity-hansin.example";
  expect(landingAfterSignIn("counsellor", home(`${site}/admin/login?redirectTo=%2Fadmin`))).toBe("/admin/today");
  expect(landingAfterSignIn("counsellor", home(`${site}/admin/login/2fa`))).toBe("/admin/today");
  expect(landingAfterSignIn("counsellor", home(`${site}/admin/leads`))).toBeNull();
  expect(landingAfterSignIn("counsellor", home())).toBeNull();
  expect(landingAfterSignIn("counsellor", home("https://evil.example/admin/login"))).toBeNull();
  expect(landingAfterSignIn("counsellor", home("not a url"))).toBeNull();
  for (const role of ["owner", "manager", "marketer"] as const) {
    expect(landingAfterSignIn(role, home(`${site}/admin/login`))).toBeNull();
  }
});
