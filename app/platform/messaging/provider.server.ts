import { createHmac, randomBytes } from "node:crypto";
import type { MessageRow } from "./tables.ts";
import type { TextTemplate } from "./text-template.ts";

/**
 * Where texts go: `log` sends nothing (each is marked not sent); `solapi` through SOLAPI's REST API
 * with a small client over `fetch`, since the official SDK hard-codes its base URL and tests need a fake.
 */
export type SendOutcome =
  | {
      status: "sent";
      providerMessageId: string | null;
      channel: string;
      /** SOLAPI refused the 알림톡 (a template that does not match, say): sent as SMS/LMS instead, and why. */
      alimtalkRefused?: string;
    }
  | { status: "not-sent"; reason: string }
  /** `unknown`: the provider may have taken the message (a timeout, an answer that was not its own). */
  | { status: "failed"; permanent: boolean; error: string; unknown?: boolean };

export type LookupOutcome =
  | { status: "found"; providerMessageId: string | null; channel: string }
  | { status: "not-found" }
  | { status: "failed"; error: string };

export type MessageProvider = {
  name: "log" | "solapi";
  send(message: MessageRow, sending?: Sending): Promise<SendOutcome>;
  /** Up to SOLAPI_MAX_BATCH in one request; without it, `send` once per message. */
  sendMany?(messages: readonly MessageRow[], sending?: Sending): Promise<Map<string, SendOutcome>>;
  /** Looks the message up at the provider (sent since `since`); a provider without it resends. */
  findSent?(message: MessageRow, since: Date): Promise<LookupOutcome>;
};

/** 알림톡: the Kakao channel, a template id per kind and the kind's text template (declared by its feature). */
export type Alimtalk = {
  pfId: string;
  templates: Partial<Record<string, string>>;
  texts: Readonly<Record<string, TextTemplate<string>>>;
};

/**
 * Whose texts these are: the complex's sender number, its Kakao channel and template ids, and the
 * LMS subject (its name). Without it, the provider's own settings.
 */
export type Sending = {
  sender: string;
  kakao?: { pfId: string; templates: Partial<Record<string, string>> } | null;
  subject?: string;
};

export const NO_PROVIDER = "문자 발송 설정 없음";
export const NO_SENDER = "이 단지의 발신번호가 등록되지 않아 보내지 않았습니다.";
const DEFAULT_SUBJECT = "펜타시티 한신더휴";

export function logProvider(): MessageProvider {
  return { name: "log", send: async () => ({ status: "not-sent", reason: NO_PROVIDER }) };
}

export type SolapiOptions = {
  apiKey: string;
  apiSecret: string;
  sender: string;
  baseUrl?: string;
  /** 알림톡: the Kakao channel (pfId); other kinds go as SMS/LMS. */
  kakao?: Alimtalk;
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
export function solapiSalt(): string {
  return Array.from(randomBytes(32), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join("");
}

const digits = (phone: string) => phone.replace(/\D/g, "");

/** One message of a `send-many/detail` answer (the answer's lists carry our `customFields` back). */
type SolapiAnswerItem = {
  messageId?: string;
  statusCode?: string;
  statusMessage?: string;
  customFields?: Record<string, string>;
};
type SolapiAnswer = { failedMessageList?: SolapiAnswerItem[]; messageList?: SolapiAnswerItem[] };

type SolapiListAnswer = {
  nextKey?: string | null;
  messageList?: Record<string, { messageId?: string; type?: string; customFields?: Record<string, string> }>;
};

export const channelOf = (type: string | null | undefined) =>
  type === "ATA" ? "alimtalk" : (type ?? "sms").toLowerCase();
/** SOLAPI reads ISO dates without milliseconds (the SDK sends date-fns' formatISO). */
const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

/** SOLAPI's documented ceiling per `send-many/detail` request. */
export const SOLAPI_MAX_BATCH = 10_000;

/** A refusal in `failedMessageList` of a message sent as 알림톡: sent again as SMS/LMS. */
type RefusableOutcome =
  | Exclude<SendOutcome, { status: "failed" }>
  | (Extract<SendOutcome, { status: "failed" }> & { refusedAlimtalk?: boolean });

const NOT_IN_ANSWER = "SOLAPI 응답에 없음(발송 여부 확인 필요)";
const UNANSWERED: SendOutcome = { status: "failed", permanent: false, error: NOT_IN_ANSWER, unknown: true };

/** One message as SOLAPI takes it; without `kakao`, SMS/LMS whatever the kind. */
export function solapiMessage(
  message: MessageRow,
  { sender, kakao, subject = DEFAULT_SUBJECT }: Pick<SolapiOptions, "sender" | "kakao"> & { subject?: string },
): Record<string, unknown> & { type: string } {
  const alimtalk = kakao ? alimtalkOf(message, kakao) : null;
  const type = alimtalk ? "ATA" : message.channel === "lms" ? "LMS" : "SMS";
  return {
    to: digits(message.recipient),
    from: digits(sender),
    text: message.body,
    type,
    ...(type === "LMS" ? { subject: message.subject ?? subject } : {}),
    // Our id: the answer's lists carry it back, and a send whose answer was lost is found by it (findSent).
    customFields: { outboxId: message.id },
    // 알림톡 first; SOLAPI sends the same text as SMS/LMS when Kakao cannot deliver it (else we do:
    // delivery-reports.server.ts).
    ...(alimtalk && kakao ? { kakaoOptions: { pfId: kakao.pfId, ...alimtalk, disableSms: false } } : {}),
  };
}

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
  const root = baseUrl.replace(/\/+$/, "");
  const authorization = () => solapiAuthorization(apiKey, apiSecret, now().toISOString(), solapiSalt());
  const sendMany = async (messages: readonly MessageRow[], sending?: Sending): Promise<Map<string, SendOutcome>> => {
    const from = sending ? sending.sender : sender;
    if (!from) return new Map(messages.map((message) => [message.id, { status: "not-sent", reason: NO_SENDER }]));
    const texts = kakao?.texts ?? {};
    const withKakao = sending ? (sending.kakao ? { ...sending.kakao, texts } : undefined) : kakao;
    const options = { sender: from, subject: sending?.subject };
    const outcomes = await sendBatch(messages, withKakao, options);
    // An 알림톡 refused outright (not a delivery failure, which the report tells later): SMS/LMS at once.
    const refused = messages.filter((message) => {
      const outcome = outcomes.get(message.id);
      return outcome?.status === "failed" && outcome.refusedAlimtalk;
    });
    if (refused.length === 0) return outcomes;
    const instead = await sendBatch(refused, undefined, options);
    for (const message of refused) {
      const first = outcomes.get(message.id);
      const second = instead.get(message.id) ?? UNANSWERED;
      outcomes.set(
        message.id,
        second.status === "sent" && first?.status === "failed" ? { ...second, alimtalkRefused: first.error } : second,
      );
    }
    return outcomes;
  };
  const sendBatch = async (
    messages: readonly MessageRow[],
    withKakao: SolapiOptions["kakao"],
    options: { sender: string; subject?: string },
  ): Promise<Map<string, RefusableOutcome>> => {
    const outcomes = new Map<string, RefusableOutcome>();
    const all = (outcome: RefusableOutcome) => {
      for (const message of messages) outcomes.set(message.id, outcome);
      return outcomes;
    };
    if (messages.length === 0) return outcomes;
    if (messages.length > SOLAPI_MAX_BATCH) throw new Error(`SOLAPI takes at most ${SOLAPI_MAX_BATCH} per request`);
    const bodies = messages.map((message) => solapiMessage(message, { ...options, kakao: withKakao }));
    let response: Response;
    try {
      response = await send(`${root}/messages/v4/send-many/detail`, {
        method: "POST",
        headers: {
          Authorization: authorization(),
          "Content-Type": "application/json",
        },
        body: JSON.stringify({
          messages: bodies,
          // Each message's own result in the answer (messageList), mapped back by our id.
          showMessageList: true,
          // Two texts to one number in one request are two events (the outbox keeps one per event):
          // staff alerts of two leads, not a duplicate.
          allowDuplicates: true,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      // A timeout or a dropped connection: SOLAPI may have taken the messages.
      const error = cause instanceof Error ? cause.name : "network error";
      return all({ status: "failed", permanent: false, error, unknown: true });
    }
    let answer: SolapiAnswer | null = null;
    try {
      answer = (await response.json()) as SolapiAnswer;
    } catch {
      // Not JSON: a proxy's page. An error status decides; a 2xx proves nothing.
    }
    if (!response.ok) {
      // 429 and 5xx may pass; another 4xx (a bad key, a refused sender) will not by retrying.
      const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
      return all({ status: "failed", permanent, error: `HTTP ${response.status}` });
    }
    if (!answer || (!Array.isArray(answer.messageList) && !Array.isArray(answer.failedMessageList))) {
      return all({
        status: "failed",
        permanent: false,
        error: `HTTP ${response.status}: SOLAPI의 응답이 아님(발송 여부 확인 필요)`,
        unknown: true,
      });
    }
    const byId = (list: SolapiAnswerItem[] | undefined) =>
      new Map(
        (list ?? []).flatMap((item) => (item.customFields?.outboxId ? [[item.customFields.outboxId, item]] : [])),
      );
    const accepted = byId(answer.messageList);
    const refused = byId(answer.failedMessageList);
    messages.forEach((message, index) => {
      const failed = refused.get(message.id);
      const taken = accepted.get(message.id);
      outcomes.set(
        message.id,
        failed
          ? {
              status: "failed",
              permanent: true,
              error: `${failed.statusCode ?? "failed"} ${failed.statusMessage ?? ""}`.trim(),
              refusedAlimtalk: bodies[index]?.type === "ATA",
            }
          : taken
            ? { status: "sent", providerMessageId: taken.messageId ?? null, channel: channelOf(bodies[index]?.type) }
            : // In neither list: SOLAPI may hold it; looked up before any resend.
              { status: "failed", permanent: false, error: NOT_IN_ANSWER, unknown: true },
      );
    });
    return outcomes;
  };
  return {
    name: "solapi",
    async findSent(message, since) {
      // The list cannot be filtered by custom field: by recipient and date, then our id in each.
      let startKey: string | null | undefined;
      for (let page = 0; page < 5; page++) {
        const query = new URLSearchParams({
          to: digits(message.recipient),
          dateType: "CREATED",
          startDate: isoSeconds(since),
          limit: "100",
          ...(startKey ? { startKey } : {}),
        });
        let answer: SolapiListAnswer;
        try {
          const response = await send(`${root}/messages/v4/list?${query}`, {
            headers: { Authorization: authorization() },
            signal: AbortSignal.timeout(timeoutMs),
          });
          if (!response.ok) return { status: "failed", error: `조회 HTTP ${response.status}` };
          answer = (await response.json()) as SolapiListAnswer;
        } catch (cause) {
          return { status: "failed", error: `조회 ${cause instanceof Error ? cause.name : "network error"}` };
        }
        const found = Object.values(answer.messageList ?? {}).find(
          (stored) => stored.customFields?.outboxId === message.id,
        );
        if (found)
          return { status: "found", providerMessageId: found.messageId ?? null, channel: channelOf(found.type) };
        startKey = answer.nextKey;
        if (!startKey) return { status: "not-found" };
      }
      return { status: "failed", error: "조회 결과가 너무 많음" };
    },
    send: async (message, sending) => (await sendMany([message], sending)).get(message.id) ?? UNANSWERED,
    sendMany,
  };
}

/**
 * A message's 알림톡: a service text (Kakao refuses ads) of a kind with a template, not our own SMS
 * in place of an undelivered one, and its body that template filled in.
 */
export function alimtalkOf(
  message: Pick<MessageRow, "kind" | "purpose" | "body" | "fallback_of">,
  { templates, texts }: Pick<Alimtalk, "templates" | "texts">,
): { templateId: string; variables: Record<string, string> } | null {
  if (message.purpose === "ad" || message.fallback_of) return null;
  if (!Object.hasOwn(texts, message.kind)) return null;
  const templateId = templates[message.kind];
  const text = texts[message.kind];
  const variables = templateId && text ? text.variables(message.body) : null;
  return templateId && variables ? { templateId, variables } : null;
}
