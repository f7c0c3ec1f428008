import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";

export const messagesUi = {
  name: "messages",
  adminNav: [{ title: "문자 발송", url: href("/admin/messages"), order: 50 }],
  // The outbox lists every text sent, with phone numbers, across all leads: owner and manager. A
  // counsellor's texts go out from the lead and booking flows; they do not need the whole outbox.
  adminAccess: { "/admin/messages": { read: ["owner", "manager"], write: ["owner", "manager"] } },
} as const satisfies FeatureUi;
