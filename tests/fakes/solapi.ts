/**
 * A local stand-in for SOLAPI's REST API, for unit and reliability tests: it checks each request's
 * `Authorization: HMAC-SHA256 apiKey=…, date=…, salt=…, signature=…` exactly as SOLAPI computes it,
 * records every message it accepts, answers each one in `messageList` or `failedMessageList` with
 * our `customFields` (as `send-many/detail` with `showMessageList` does), and can be told to fail
 * the next requests: an error status, an HTML page, a slow answer, or taking the messages and
 * dropping the connection before any answer.
 */
import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedMessage = {
  to: string;
  from: string;
  text: string;
  type: string;
  subject?: string;
  customFields?: Record<string, string>;
  kakaoOptions?: { pfId: string; templateId: string; variables?: Record<string, string>; disableSms?: boolean };
};

/** A message as SOLAPI's message list (GET /messages/v4/list) returns it, with its delivery state. */
type StoredMessage = ReceivedMessage & {
  messageId: string;
  dateCreated: string;
  statusCode: string;
  statusMessage?: string;
  replacement?: boolean;
};

/** What the carrier (or Kakao) reported for a message: 4000 수신 완료, another code a failure. */
export type FakeReport = Partial<Pick<StoredMessage, "statusCode" | "statusMessage" | "type" | "replacement">>;
type Refusal = { statusCode: string; statusMessage: string };

export type FakeSolapi = {
  url(): string;
  received: ReceivedMessage[];
  /** Statuses to answer the next requests with, in order (e.g. 503, 503). */
  failures: number[];
  /** Requests refused for a bad signature. */
  unauthorized: number;
  /** The next sends are taken, but answered 200 with an HTML page (a proxy's), not SOLAPI's JSON. */
  htmlAnswers: number;
  /** Lookups in the message list. */
  listRequests: number;
  /** The next sends are taken at once but answered only after this many ms each (a slow provider). */
  slowAnswers: number[];
  /** The next sends are taken, then the connection is dropped before any answer (the hard case). */
  dropAnswers: number;
  /** Messages to these numbers (digits) are refused in `failedMessageList`. */
  refusedNumbers: Set<string>;
  /** Send requests (POST), and how many messages each held. */
  sendRequests: number[];
  /** Called after each send request whose messages were taken, with the total taken so far. */
  onTaken?: (total: number) => void;
  /** Sets a stored message's delivery report (it starts at 2000: taken, result pending). */
  report(messageId: string, report: FakeReport): void;
  /** The report each message gets as it is taken (a carrier answering at once), when set. */
  reportOnSend?: (message: ReceivedMessage) => FakeReport | undefined;
  /** Refuses a message outright (in `failedMessageList`, never taken), when it answers a reason. */
  refuse?: (message: ReceivedMessage) => Refusal | undefined;
  close(): Promise<void>;
};

export async function startFakeSolapi(
  apiKey: string,
  apiSecret: string,
  { now = () => new Date() }: { now?: () => Date } = {},
): Promise<FakeSolapi> {
  const fake: Omit<FakeSolapi, "url" | "close" | "report"> = {
    received: [] as ReceivedMessage[],
    failures: [] as number[],
    unauthorized: 0,
    htmlAnswers: 0,
    listRequests: 0,
    slowAnswers: [] as number[],
    dropAnswers: 0,
    refusedNumbers: new Set<string>(),
    sendRequests: [],
  };
  const stored: StoredMessage[] = [];
  const server: Server = createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    const header = request.headers.authorization ?? "";
    const parts = Object.fromEntries(
      header
        .replace(/^HMAC-SHA256 /, "")
        .split(", ")
        .map((part) => part.split("=") as [string, string]),
    );
    const expected = createHmac("sha256", apiSecret).update(`${parts.date}${parts.salt}`).digest("hex");
    if (!header.startsWith("HMAC-SHA256 ") || parts.apiKey !== apiKey || parts.signature !== expected) {
      fake.unauthorized++;
      response.writeHead(401, { "content-type": "application/json" }).end('{"errorCode":"InvalidApiKey"}');
      return;
    }
    const url = new URL(request.url ?? "/", "http://fake");
    if (request.method === "GET" && url.pathname === "/messages/v4/list") {
      // Filtered by recipient and creation date, as the SDK's getMessages asks; or by message ids
      // (repeated `messageIds`), as the delivery reports ask.
      fake.listRequests++;
      const to = url.searchParams.get("to");
      const since = url.searchParams.get("startDate");
      const ids = url.searchParams.getAll("messageIds");
      const found = stored.filter(
        (message) =>
          (!to || message.to === to) &&
          (!since || message.dateCreated >= new Date(since).toISOString()) &&
          (ids.length === 0 || ids.includes(message.messageId)),
      );
      response.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          startKey: null,
          nextKey: null,
          limit: 20,
          messageList: Object.fromEntries(found.map((message) => [message.messageId, message])),
        }),
      );
      return;
    }
    const { messages } = JSON.parse(body) as { messages: ReceivedMessage[] };
    fake.sendRequests.push(messages.length);
    const refusal = (message: ReceivedMessage): Refusal | undefined =>
      fake.refusedNumbers.has(message.to)
        ? { statusCode: "1062", statusMessage: "유효하지 않은 수신번호" }
        : fake.refuse?.(message);
    const take = () => {
      const taken = messages.filter((message) => !refusal(message));
      const first = fake.received.length;
      fake.received.push(...taken);
      const ids = new Map(taken.map((message, index) => [message, `M${first + index}`]));
      stored.push(
        ...taken.map((message) => ({
          ...message,
          messageId: ids.get(message) as string,
          dateCreated: now().toISOString(),
          statusCode: "2000",
          ...(fake.reportOnSend?.(message) ?? {}),
        })),
      );
      fake.onTaken?.(fake.received.length);
      return ids;
    };
    if (fake.dropAnswers > 0) {
      fake.dropAnswers--;
      take();
      request.socket.destroy();
      return;
    }
    const status = fake.failures.shift();
    if (status) {
      response.writeHead(status, { "content-type": "application/json" }).end('{"errorCode":"ServiceUnavailable"}');
      return;
    }
    const ids = take();
    const delay = fake.slowAnswers.shift();
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    if (fake.htmlAnswers > 0) {
      fake.htmlAnswers--;
      response.writeHead(200, { "content-type": "text/html" }).end("<html><body>Gateway</body></html>");
      return;
    }
    const refused = messages.filter((message) => !ids.has(message));
    response.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        groupInfo: { count: { total: messages.length, registeredFailed: refused.length } },
        failedMessageList: refused.map((message) => ({
          to: message.to,
          from: message.from,
          type: message.type,
          ...refusal(message),
          customFields: message.customFields,
        })),
        messageList: messages.flatMap((message) => {
          const messageId = ids.get(message);
          return messageId
            ? [{ messageId, statusCode: "2000", statusMessage: "정상 접수", customFields: message.customFields }]
            : [];
        }),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(fake, {
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    report: (messageId: string, report: FakeReport) => {
      const message = stored.findLast((one) => one.messageId === messageId);
      if (!message) throw new Error(`no message ${messageId}`);
      Object.assign(message, report);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
