import { beforeEach, expect, test, vi } from "vitest";
import type { LeadResponse } from "./submission.server.ts";

const handleLeadRequest =
  vi.fn<
    (
      request: Request,
      clientAddress: string,
      deps?: unknown,
      options?: { fallbackLanding?: string | null },
    ) => Promise<LeadResponse>
  >();
vi.mock("./submission.server.ts", () => ({ handleLeadRequest, defaultDeps: () => ({}) }));
const db = {} as never;

const { leadFormAction } = await import("./form-action.server.ts");

const siteUrl = "https://www.pentacity-hansin.example";
const origins = { siteUrl, aliases: [], acceptRequestOrigin: false };

function post(fields: Record<string, string> = {}, headers: Record<string, string> = {}): Request {
  const body = new URLSearchParams({
    form: "visit",
    name: "홍길동",
    phone: "12345",
    privacyConsent: "on",
    homepage: "",
    idempotencyKey: "abcdefgh-submitted",
    ...fields,
  });
  return new Request("http://localhost/?index", { method: "POST", body, headers });
}

beforeEach(() => {
  handleLeadRequest.mockReset();
});

test("the endpoint's handling reads the untouched body; a 400 comes back with the typed values", async () => {
  handleLeadRequest.mockImplementation(async (request) => {
    expect((await request.formData()).get("name")).toBe("홍길동");
    return { result: { status: "invalid", fieldErrors: { phone: ["올바른 전화번호를 입력해 주세요."] } }, status: 400 };
  });
  const response = await leadFormAction(db, post(), "203.0.113.7", "pentacityhansin");
  expect(response.init?.status).toBe(400);
  expect(response.data.result.status).toBe("invalid");
  expect(response.data.values).toEqual({
    name: "홍길동",
    phone: "12345",
    message: "",
    privacyConsent: true,
    marketingConsent: false,
  });
  expect(response.data.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(response.data.idempotencyKey).not.toBe("abcdefgh-submitted");
});

test("a success empties the form; a rate limit keeps its status and Retry-After", async () => {
  handleLeadRequest.mockResolvedValueOnce({ result: { status: "success" }, status: 200 });
  const success = await leadFormAction(db, post(), "203.0.113.7", "pentacityhansin");
  expect(success.init?.status).toBe(200);
  expect(success.data.values).toBeNull();

  handleLeadRequest.mockResolvedValueOnce({
    result: { status: "rate-limited" },
    status: 429,
    headers: { "Retry-After": "60" },
  });
  const limited = await leadFormAction(db, post(), "203.0.113.7", "pentacityhansin");
  expect(limited.init?.status).toBe(429);
  expect(new Headers(limited.init?.headers).get("Retry-After")).toBe("60");
});

test("a form without a landing is classified by its own-origin Referer's campaign, which goes back to the form", async () => {
  handleLeadRequest.mockResolvedValue({ result: { status: "success" }, status: 200 });
  const ad = "utm_source=naver&utm_medium=cpc&utm_campaign=launch";
  const fromAd = await leadFormAction(
    db,
    post({}, { referer: `${siteUrl}/?${ad}&fbclid=x` }),
    "203.0.113.7",
    "pentacityhansin",
    origins,
  );
  expect(handleLeadRequest.mock.lastCall?.[3]).toEqual({ fallbackLanding: `/?${ad}` });
  expect(fromAd.data.landing).toBe(`/?${ad}`);

  // Another site's Referer is never read.
  const elsewhere = await leadFormAction(
    db,
    post({}, { referer: `https://evil.example/?${ad}` }),
    "203.0.113.7",
    "pentacityhansin",
    origins,
  );
  expect(handleLeadRequest.mock.lastCall?.[3]).toEqual({ fallbackLanding: null });
  expect(elsewhere.data.landing).toBeNull();

  // The form's own landing wins; it goes back reduced to its campaign parameters.
  const carried = await leadFormAction(
    db,
    post({ landing: "/?utm_source=kakao&name=x", referrer: "" }, { referer: `${siteUrl}/?${ad}` }),
    "203.0.113.7",
    "pentacityhansin",
    origins,
  );
  expect(handleLeadRequest.mock.lastCall?.[3]).toEqual({ fallbackLanding: null });
  expect(carried.data.landing).toBe("/?utm_source=kakao");
});
