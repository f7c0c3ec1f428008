import { expect, test } from "vitest";
import { bookingNumberOf, maskedPhone } from "./display.ts";

test("the booking number is the id's first 8 characters in upper case", () => {
  expect(bookingNumberOf("3f2a9c1b-77aa-4d3e-9b1c-0a1b2c3d4e5f")).toBe("3F2A9C1B");
});

test("the phone shows its first and last group only", () => {
  expect(maskedPhone("010-1234-5678")).toBe("010-****-5678");
  expect(maskedPhone("011-123-4567")).toBe("011-***-4567");
});
