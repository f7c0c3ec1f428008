/** The reverse proxy both benchmark fronts use (HTTPS/HTTP2 for Lighthouse, HTTPS for the Observatory). */
import http from "node:http";
import type http2 from "node:http2";

/** Hop-by-hop headers a proxy does not pass on (HTTP/2 forbids them too). */
export const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"]);

type Incoming = http.IncomingMessage | http2.Http2ServerRequest;
type Outgoing = http.ServerResponse | http2.Http2ServerResponse;

/**
 * Passes one request to `upstream` and its answer back unchanged; `path` and `headers` replace or
 * add to what the client sent (HTTP/2 pseudo-headers and hop-by-hop headers are dropped).
 */
export function forwardRequest(
  req: Incoming,
  res: Outgoing,
  upstream: { host: string; port: number | string; agent: http.Agent },
  replace: { path?: string; headers?: http.OutgoingHttpHeaders } = {},
): void {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!name.startsWith(":") && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  Object.assign(headers, replace.headers);
  const reply = res as http.ServerResponse;
  const forward = http.request(
    {
      host: upstream.host,
      port: upstream.port,
      method: req.method,
      path: replace.path ?? req.url,
      headers,
      agent: upstream.agent,
    },
    (answer) => {
      const out: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
      }
      reply.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(reply);
    },
  );
  forward.on("error", () => {
    if (!reply.headersSent) reply.writeHead(502);
    reply.end();
  });
  req.pipe(forward);
}
