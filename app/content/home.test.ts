import { describe, expect, test } from "vitest";
import { homeBenefits, homeInterest } from "./home.ts";

describe("the home page's words", () => {
  // The home page is the same whether texts go out or not: it never promises one (the visit page says so
  // only when a provider is set up).
  test("promise no text message", () => {
    const words = JSON.stringify({ homeBenefits, homeInterest });
    expect(words).not.toMatch(/문자로(도)? 보내/);
    expect(words).not.toContain("문자 안내");
  });
});
