import { expect, test } from "vitest";
import { getEnv } from "#app/lib/env.server.ts";
import { bookingAlimtalk, kakaoFromEnv } from "./alimtalk.server.ts";
import { alimtalkTemplates } from "./copy.ts";

test("알림톡 settings: KAKAO_* or the older SOLAPI_KAKAO_* names, only for the booking texts, none without a channel", () => {
  const env = getEnv();
  expect(kakaoFromEnv({ ...env, KAKAO_PF_ID: undefined, SOLAPI_KAKAO_PF_ID: undefined })).toBeUndefined();
  expect(
    kakaoFromEnv({
      ...env,
      KAKAO_PF_ID: "KA01PF",
      KAKAO_TEMPLATE_BOOKING_CONFIRMATION: "TP-CONFIRM",
      // An advertisement's pair is ignored: advertising never goes as 알림톡.
      SOLAPI_KAKAO_TEMPLATES: { "booking.confirmation": "TP-OLD", "booking.cancel": "TP-CANCEL", campaign: "TP-AD" },
    }),
  ).toEqual({ pfId: "KA01PF", templates: { "booking.confirmation": "TP-CONFIRM", "booking.cancel": "TP-CANCEL" } });
  expect(
    kakaoFromEnv({ ...env, KAKAO_PF_ID: undefined, SOLAPI_KAKAO_PF_ID: "KA01OLD", SOLAPI_KAKAO_TEMPLATES: {} }),
  ).toBeUndefined();
});

test("the relay gets the booking texts' templates, with the ids the environment names", () => {
  const env = { ...getEnv(), KAKAO_PF_ID: "KA01PF", KAKAO_TEMPLATE_BOOKING_CANCEL: "TP-CANCEL" };
  expect(bookingAlimtalk(env)).toMatchObject({ pfId: "KA01PF", texts: alimtalkTemplates });
  // Without a channel in the environment the texts are still there, for a complex's own channel.
  expect(bookingAlimtalk({ ...env, KAKAO_PF_ID: undefined, SOLAPI_KAKAO_PF_ID: undefined })).toEqual({
    pfId: "",
    templates: {},
    texts: alimtalkTemplates,
  });
});
