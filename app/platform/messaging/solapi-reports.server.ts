import { channelOf, type SolapiOptions, solapiAuthorization, solapiSalt } from "./provider.server.ts";

/** A sent message's report: pending, or final with code, reason, channel and SOLAPI's own SMS in place of an 알림톡. */
export type DeliveryReport =
  | { state: "pending" }
  | { state: "delivered" | "failed"; code: string; reason: string | null; channel: string; replaced: boolean };

export type DeliverySource = {
  lookUp(providerMessageIds: readonly string[]): Promise<Map<string, DeliveryReport>>;
};

/**
 * SOLAPI's status codes (https://developers.solapi.com/references/message-status-codes): 2000 taken,
 * 3000 with the carrier or Kakao (result pending), 4000 수신 완료; any other code is a failure, whose
 * reason SOLAPI states in `statusMessage`. Korean words of our own for a few common codes, used when
 * SOLAPI's answer carries none; the code is kept either way.
 */
const PENDING_CODES = new Set(["2000", "3000"]);
export const DELIVERED_CODE = "4000";
const FAILURE_WORDS: Record<string, string> = {
  "3040": "전송 시간 초과",
  "3043": "휴대폰 전원 꺼짐",
  "3047": "수신 거절",
  "3054": "스팸으로 처리됨",
  "3058": "전송 경로 없음",
  "3059": "변작된 발신번호",
};

type StoredMessage = {
  messageId?: string;
  type?: string | null;
  statusCode?: string | null;
  statusMessage?: string | null;
  reason?: string | null;
  /** SOLAPI answers true/false or 1/0. */
  replacement?: boolean | number | null;
};

export function reportOf(stored: StoredMessage): DeliveryReport {
  const code = stored.statusCode ?? "";
  if (!code || PENDING_CODES.has(code)) return { state: "pending" };
  const replaced = stored.replacement === true || stored.replacement === 1;
  const channel = channelOf(stored.type ?? undefined);
  if (code === DELIVERED_CODE) return { state: "delivered", code, reason: null, channel, replaced };
  const reason = stored.statusMessage?.trim() || stored.reason?.trim() || FAILURE_WORDS[code] || null;
  return { state: "failed", code, reason, channel, replaced };
}

/** Ids per query: the list is asked by `messageIds` (repeated), as the SDK's getMessages sends them. */
const IDS_PER_QUERY = 100;

export function solapiDeliveryReports({
  apiKey,
  apiSecret,
  baseUrl = "https://api.solapi.com",
  timeoutMs = 10_000,
  fetch: send = fetch,
  now = () => new Date(),
}: Omit<SolapiOptions, "sender" | "kakao">): DeliverySource {
  const root = baseUrl.replace(/\/+$/, "");
  return {
    async lookUp(ids) {
      const reports = new Map<string, DeliveryReport>();
      for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
        const chunk = ids.slice(start, start + IDS_PER_QUERY);
        let startKey: string | null | undefined;
        // A page per call; a few pages at most (the ids asked bound the answer).
        for (let page = 0; page < 5; page++) {
          const query = new URLSearchParams(chunk.map((id) => ["messageIds", id]));
          query.set("limit", String(IDS_PER_QUERY));
          if (startKey) query.set("startKey", startKey);
          const response = await send(`${root}/messages/v4/list?${query}`, {
            headers: { Authorization: solapiAuthorization(apiKey, apiSecret, now().toISOString(), solapiSalt()) },
            signal: AbortSignal.timeout(timeoutMs),
          });
          if (!response.ok) throw new Error(`SOLAPI 발송 결과 조회 HTTP ${response.status}`);
          const answer = (await response.json()) as {
            nextKey?: string | null;
            messageList?: Record<string, StoredMessage>;
          };
          for (const [key, stored] of Object.entries(answer.messageList ?? {}))
            reports.set(stored.messageId ?? key, reportOf(stored));
          startKey = answer.nextKey;
          if (!startKey) break;
        }
      }
      return reports;
    },
  };
}
