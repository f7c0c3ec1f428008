import { expect, test } from "vitest";
import { maskName, maskPhone } from "./mask.ts";

test("names and phone numbers keep only what tells bookings apart", () => {
  expect(maskName("홍길동")).toBe("홍*동");
  expect(maskName("홍길")).toBe("홍*");
  expect(maskName("남궁민수")).toBe("남**수");
  expect(maskName("김")).toBe("*");
  expect(maskPhone("010-1234-5678")).toBe("010-****-5678");
  expect(maskPhone("011-123-5678")).toBe("011-***-5678");
});
