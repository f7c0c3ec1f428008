/**
 * An HTTPS + HTTP/2 front for the benchmark, as the CDN or load balancer is in production
 * (README, Deployment): Lighthouse models an HTTP/1.1 origin with six connections and a queue,
 * an HTTP/2 origin with one multiplexed connection, so measuring the bare loopback server would
 * measure a setup no visitor gets. Requests are passed through unchanged; the certificate is a
 * throw-away self-signed one (Chromium runs with --ignore-certificate-errors).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import os from "node:os";
import path from "node:path";
import { forwardRequest } from "./proxy.ts";

export type TlsFront = { origin: string; close(): Promise<void> };

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lh-tls-"));
  try {
    const keyFile = path.join(dir, "key.pem");
    const certFile = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"].concat([
        "-keyout",
        keyFile,
        "-out",
        certFile,
      ]),
      { stdio: "ignore" },
    );
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startTlsFront(target: string): Promise<TlsFront> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) =>
    forwardRequest(
      req,
      res,
      { host: upstream.hostname, port: upstream.port, agent },
      // As a CDN configured for the site would: the server sees its own origin, not the front's.
      { headers: { host: upstream.host, ...(req.headers.origin ? { origin: upstream.origin } : {}) } },
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
