import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";

export const messagesUi = {
  name: "messages",
  adminNav: [{ title: "문자 발송", url: href("/admin/messages"), order: 50 }],
} as const satisfies FeatureUi;
