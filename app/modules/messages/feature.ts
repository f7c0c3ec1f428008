import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";

export const messagesUi = {
  name: "messages",
  adminNav: [{ title: "문자 발송", url: href("/admin/messages"), group: "messages", order: 50 }],
  // The texts' log (kinds, states, masked recipients): the people who run the sending.
  adminAccess: { "/admin/messages": { read: ["owner", "manager"], write: ["owner", "manager"] } },
  // A data-subject request's counts (app/modules/data-requests): found, then erased.
  auditDetailLabels: { messages: "보낸 문자", deletedMessages: "삭제한 문자" },
} as const satisfies FeatureUi;
