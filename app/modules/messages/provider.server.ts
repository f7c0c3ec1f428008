import { createHmac, randomBytes } from "node:crypto";
import type { MessageRow } from "#app/db/schema.ts";

/**
 * Where text messages go. `log` (the default) sends nothing: the relay marks each message
 * "not sent: no provider configured" and nothing claims a text went out. `solapi` sends through
 * SOLAPI's REST API (https://developers.solapi.com) with a small client over `fetch`; the official
 * SDK (npm `solapi` 6.x) hard-codes its base URL, so tests could not point it at a local fake
 * (docs/decisions/2026-11-24-text-messages-solapi.md).
 */
export type SendOutcome =
  | { status: "sent"; providerMessageId: string | null; channel: string }
  | { status: "not-sent"; reason: string }
  | { status: "failed"; permanent: boolean; error: string };

export type MessageProvider = { name: "log" | "solapi"; send(message: MessageRow): Promise<SendOutcome> };

export const NO_PROVIDER = "문자 발송 설정 없음";

export function logProvider(): MessageProvider {
  return { name: "log", send: async () => ({ status: "not-sent", reason: NO_PROVIDER }) };
}

export type SolapiOptions = {
  apiKey: string;
  apiSecret: string;
  /** The registered sender number. */
  sender: string;
  baseUrl?: string;
  /** 알림톡: the Kakao channel (pfId) and a template id per message kind; other kinds go as SMS/LMS. */
  kakao?: { pfId: string; templates: Partial<Record<string, string>> };
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
};

/** SOLAPI's request signature: HMAC-SHA256 of date + salt with the API secret, as its SDK sends it. */
export function solapiAuthorization(apiKey: string, apiSecret: string, date: string, salt: string): string {
  const signature = createHmac("sha256", apiSecret)
    .update(date + salt)
    .digest("hex");
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

const ALPHANUMERIC = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
function salt(): string {
  return Array.from(randomBytes(32), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join("");
}

const digits = (phone: string) => phone.replace(/\D/g, "");

type SolapiAnswer = {
  failedMessageList?: Array<{ statusCode?: string; statusMessage?: string }>;
  messageList?: Array<{ messageId?: string }>;
};

export function solapiProvider({
  apiKey,
  apiSecret,
  sender,
  baseUrl = "https://api.solapi.com",
  kakao,
  timeoutMs = 10_000,
  fetch: send = fetch,
  now = () => new Date(),
}: SolapiOptions): MessageProvider {
  return {
    name: "solapi",
    async send(message) {
      const template = kakao?.templates[message.kind];
      const type = template ? "ATA" : message.channel === "lms" ? "LMS" : "SMS";
      const body = {
        messages: [
          {
            to: digits(message.recipient),
            from: digits(sender),
            text: message.body,
            type,
            ...(type === "LMS" ? { subject: message.subject ?? "펜타시티 한신더휴" } : {}),
            // 알림톡 first; SOLAPI sends the same text as SMS/LMS when Kakao cannot deliver it.
            ...(template && kakao
              ? { kakaoOptions: { pfId: kakao.pfId, templateId: template, disableSms: false } }
              : {}),
          },
        ],
      };
      const date = now().toISOString();
      let response: Response;
      try {
        response = await send(`${baseUrl.replace(/\/+$/, "")}/messages/v4/send-many/detail`, {
          method: "POST",
          headers: {
            Authorization: solapiAuthorization(apiKey, apiSecret, date, salt()),
            "Content-Type": "application/json",
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (cause) {
        return { status: "failed", permanent: false, error: cause instanceof Error ? cause.name : "network error" };
      }
      let answer: SolapiAnswer = {};
      try {
        answer = (await response.json()) as SolapiAnswer;
      } catch {
        // Not JSON: a proxy's page. The status code decides.
      }
      if (!response.ok) {
        // 429 and 5xx may pass; another 4xx (a bad key, a refused sender) will not by retrying.
        const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
        return { status: "failed", permanent, error: `HTTP ${response.status}` };
      }
      const failed = answer.failedMessageList?.[0];
      if (failed) {
        return {
          status: "failed",
          permanent: true,
          error: `${failed.statusCode ?? "failed"} ${failed.statusMessage ?? ""}`.trim(),
        };
      }
      const channel = type === "ATA" ? "alimtalk" : type.toLowerCase();
      return { status: "sent", providerMessageId: answer.messageList?.[0]?.messageId ?? null, channel };
    },
  };
}
