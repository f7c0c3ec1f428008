import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceContext } from "#app/lib/csp-nonce.ts";
import { loggablePath } from "#app/lib/log-path.ts";
import { logger } from "#app/lib/logger.server.ts";
import { isSharedRender, nonceOf } from "#app/lib/request-context.ts";
import { serverRenderDataOf } from "#app/lib/server-render-data.server.ts";
import { ServerRenderData } from "#app/lib/server-render-data.ts";

/**
 * React Router's default Node entry, plus what the loaders kept for the render only
 * (lib/server-render-data.ts) and the nonce of this response's policy on every inline script.
 * A shared render for the page cache has no nonce: its scripts are allowed by hash.
 */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = nonceOf(loadContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and the page cache wait for all content (a whole cached page needs no script to
    // reveal its parts: 0.5 KB less JavaScript); browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || isSharedRender(loadContext)
        ? "onAllReady"
        : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRenderData value={serverRenderDataOf(loadContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerRenderData>
      </NonceContext>,
      {
        nonce,
        // A complete Suspense boundary stays in place instead of being moved by an inline script
        // past 12.8 KB of HTML, so the later parts are ordinary HTML.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject and are logged by React Router; later ones only here.
          if (shellRendered) logger.error({ err: error }, "render.error");
        },
      },
    );
  });
}

/** React Router's own refusals (404, 405) are the client's mistake: one short line, no stack, so nobody floods the log. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    const path = loggablePath(new URL(request.url).pathname);
    logger.info({ status: error.status, method: request.method, path }, "request.refused");
    return;
  }
  logger.error({ err: error }, "request.error");
};
