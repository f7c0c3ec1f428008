/**
 * An HTTP reverse proxy on loopback, one hop in front of a test server, as a load balancer is:
 * it appends the address it was connected from to `X-Forwarded-For` (nginx's
 * `$proxy_add_x_forwarded_for`), keeps whatever the client wrote there before it, and passes the
 * request and the answer through unchanged. Clients pick their own loopback address
 * (127.0.0.2, 127.0.0.3, …) with `request()`, so each is a different real client to the proxy.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";

export type HttpProxy = { url: string; port: number; close(): Promise<void> };

export async function startHttpProxy(target: { port: number }): Promise<HttpProxy> {
  const server: Server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers };
    const client = incoming.socket.remoteAddress ?? "";
    const before = headers["x-forwarded-for"];
    headers["x-forwarded-for"] = before ? `${before}, ${client}` : client;
    const upstream = httpRequest(
      { host: "127.0.0.1", port: target.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ClientAnswer = { status: number; headers: IncomingHttpHeaders; text: string };

/** One request from a chosen loopback address (the real client the proxy sees). */
export function requestFrom(
  localAddress: string,
  url: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<ClientAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        localAddress,
        headers: body === undefined ? headers : { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
        timeout: 30_000,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        answer.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("request timed out")));
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}
