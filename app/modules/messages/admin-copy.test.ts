import { expect, test } from "vitest";
import { MESSAGE_STATUSES } from "#app/platform/messaging/statuses.ts";
import { adminMessagesCopy } from "./admin-copy.ts";
import { deliveryLabel } from "./delivery-label.ts";
import { MESSAGE_KINDS } from "./kinds.ts";

test("every message kind has exactly one label and every status a Korean one", () => {
  expect(Object.keys(adminMessagesCopy.kindLabels)).toEqual([...MESSAGE_KINDS]);
  for (const status of MESSAGE_STATUSES) expect(adminMessagesCopy.statusLabels[status]).toMatch(/[가-힣]/);
});

test("a sent text's carrier report in Korean: 접수, 성공 by channel and whose fallback, 실패 with reason and code", () => {
  const sent = {
    status: "sent" as const,
    delivery_status: null,
    delivery_code: null,
    delivery_reason: null,
    delivered_channel: null,
    fallback: null,
  };
  expect(deliveryLabel({ ...sent, status: "pending" })).toBe("");
  expect(deliveryLabel(sent)).toBe("접수");
  expect(
    deliveryLabel({ ...sent, delivery_status: "delivered", delivery_code: "4000", delivered_channel: "alimtalk" }),
  ).toBe("성공 · 알림톡");
  expect(deliveryLabel({ ...sent, delivery_status: "delivered", delivered_channel: "lms", fallback: "provider" })).toBe(
    "성공 · LMS (SOLAPI가 문자로 대체 발송)",
  );
  expect(
    deliveryLabel({
      ...sent,
      delivery_status: "failed",
      delivery_code: "3104",
      delivery_reason: "카카오톡 미사용자",
      fallback: "ours",
    }),
  ).toBe("실패: 카카오톡 미사용자 (코드 3104) · 문자로 다시 보냄");
});
