/**
 * Helpers of the fault tests (database outage, webhook target down): a webhook receiver on
 * loopback, timed requests, bounded polling, and the browser the outage test drives.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../../scripts/chromium.ts";
import type { TestServer } from "./harness.ts";

export type HealthAnswer = { status: number; body: { status?: string; failed?: string[] } | null; ms: number };

export async function health(server: Pick<TestServer, "url">, timeoutMs = 30_000): Promise<HealthAnswer> {
  const started = performance.now();
  const response = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text();
  let body: HealthAnswer["body"] = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the assertion on `body` reports it.
  }
  return { status: response.status, body, ms: Math.round(performance.now() - started) };
}

/** Runs `task` and returns what it returned with how long it took. */
export async function timed<T>(task: () => Promise<T>): Promise<T & { ms: number }> {
  const started = performance.now();
  const result = await task();
  return { ...result, ms: Math.round(performance.now() - started) };
}

/** Polls `probe` every `intervalMs` until it returns true; throws after `timeoutMs`. */
export async function waitFor(
  what: string,
  probe: () => Promise<boolean> | boolean,
  { timeoutMs = 30_000, intervalMs = 200 } = {},
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if (await probe()) return Date.now() - started;
    } catch {
      // Not yet (the server may still refuse): try again.
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

export type ReceivedPost = {
  deliveryId: string;
  leadId: string;
  idempotencyKey: string | undefined;
  signatureValid: boolean | null;
  at: number;
  /** The receiver's answer was written completely (the relay was still listening). */
  answered: boolean;
  status: number;
};

export type ReceiverBehaviour = "ok" | "fail" | { slowMs: number };

/**
 * A webhook target on 127.0.0.1: records every POST (delivery id, signature check) and answers
 * as told: 200, 500, or 200 after a delay. `close()` takes it off the port (connection refused).
 */
export async function startWebhookReceiver(
  options: { behaviour?: ReceiverBehaviour; echo?: boolean } = {},
): Promise<WebhookReceiver> {
  const receiver = new WebhookReceiver();
  receiver.behaviour = options.behaviour ?? "ok";
  receiver.echo = options.echo ?? false;
  await receiver.listen();
  return receiver;
}

export class WebhookReceiver {
  behaviour: ReceiverBehaviour = "ok";
  /** Answer with the body it was sent (a careless receiver that echoes the lead back). */
  echo = false;
  readonly posts: ReceivedPost[] = [];
  #server: Server | undefined;
  #port = 0;
  readonly #secret: string | undefined;

  constructor(secret?: string) {
    this.#secret = secret;
  }

  get url(): string {
    return `http://127.0.0.1:${this.#port}/hooks/leads`;
  }

  /** Binds a free port the first time, the same port again after `close()`. */
  async listen(): Promise<void> {
    const server = createServer((req, res) => void this.#handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.#port, "127.0.0.1", () => resolve());
    });
    this.#port = (server.address() as AddressInfo).port;
    this.#server = server;
  }

  async close(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Deliveries the target accepted (2xx answered in full), per delivery id. */
  acceptedPerDelivery(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const post of this.posts) {
      if (post.answered && post.status < 300) counts.set(post.deliveryId, (counts.get(post.deliveryId) ?? 0) + 1);
    }
    return counts;
  }

  async #handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    let deliveryId = "";
    let leadId = "";
    try {
      const parsed = JSON.parse(body.toString("utf8")) as { deliveryId?: string; lead?: { id?: string } };
      deliveryId = parsed.deliveryId ?? "";
      leadId = parsed.lead?.id ?? "";
    } catch {
      // Recorded with an empty id: the test's per-delivery count catches it.
    }
    let signatureValid: boolean | null = null;
    if (this.#secret) {
      const expected = Buffer.from(`sha256=${createHmac("sha256", this.#secret).update(body).digest("hex")}`);
      const given = Buffer.from(String(req.headers["x-lead-signature"] ?? ""));
      signatureValid = given.length === expected.length && timingSafeEqual(given, expected);
    }
    const behaviour = this.behaviour;
    const status = behaviour === "fail" ? 500 : 200;
    const post: ReceivedPost = {
      deliveryId,
      leadId,
      idempotencyKey: req.headers["idempotency-key"] as string | undefined,
      signatureValid,
      at: Date.now(),
      answered: false,
      status,
    };
    this.posts.push(post);
    if (typeof behaviour === "object") await new Promise((resolve) => setTimeout(resolve, behaviour.slowMs));
    if (res.destroyed || req.socket.destroyed) return;
    res.writeHead(status, { "content-type": "application/json" });
    res.end(this.echo ? body : JSON.stringify({ ok: status === 200 }), () => {
      post.answered = !res.destroyed;
    });
  }
}

/** Chromium for the browser parts (Playwright's library, not its runner). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_ARGS] });
}
