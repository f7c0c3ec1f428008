import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import { ErrorScreen } from "#app/components/layout/error-screen.tsx";
import { site } from "#app/content/site.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { CACHE_CONTROL, NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { optOutCopy as copy } from "#app/modules/consent/copy.ts";
import { optOutByToken, optOutPageOf } from "#app/modules/consent/opt-out-page.server.ts";
import type { Route } from "./+types/unsubscribe";
import styles from "./unsubscribe.module.css";

/**
 * The one-tap opt-out link of advertising texts (정보통신망법 art. 50): the masked number and one
 * button; the post withdraws the number's marketing consent at once, for every lead of it, and
 * redirects (post → redirect → get, so a reload does not post again). Works without JavaScript.
 * An unknown or malformed token is a 404 with Korean words; an address guessing too many is a 429
 * with a wait (Retry-After). Never cached, never indexed.
 */
function notFound(): never {
  throw data(null, { status: 404, headers: NOT_CACHED_OR_INDEXED });
}

function tooMany(retryAfterSeconds: number) {
  return { status: 429, headers: { ...NOT_CACHED_OR_INDEXED, "Retry-After": String(retryAfterSeconds) } };
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const view = (await optOutPageOf(params.token, clientAddressOf(context))) ?? notFound();
  if ("status" in view) throw data({ message: copy.rateLimited }, tooMany(view.retryAfterSeconds));
  const justDone = url.searchParams.get("done") === "1";
  return data({ masked: view.masked, state: view.withdrawn ? (justDone ? "done" : "already") : "ask" } as const, {
    headers: NOT_CACHED_OR_INDEXED,
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await readFormData(request);
  const result = await optOutByToken(params.token, clientAddressOf(context));
  if (result === "not-found") notFound();
  if (result === "withdrawn" || result === "already") {
    const query = result === "withdrawn" ? "?done=1" : "";
    return redirect(`/unsubscribe/${params.token}${query}`, { status: 303, headers: NOT_CACHED_OR_INDEXED });
  }
  if (result !== "failed") return data({ message: copy.rateLimited }, tooMany(result.retryAfterSeconds));
  return data({ message: copy.failed }, { status: 503, headers: NOT_CACHED_OR_INDEXED });
}

export function headers({ actionHeaders, errorHeaders }: Route.HeadersArgs) {
  // The token stays on this site (Referrer-Policy), nothing is kept by a cache.
  const retryAfter = errorHeaders?.get("Retry-After") ?? actionHeaders.get("Retry-After");
  return {
    ...NOT_CACHED_OR_INDEXED,
    "Cache-Control": CACHE_CONTROL.none,
    "Referrer-Policy": "same-origin",
    ...(retryAfter ? { "Retry-After": retryAfter } : {}),
  };
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { masked, state } = loaderData;
  return (
    <main id="main" className={styles.page}>
      <section className={styles.card} aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title" className={styles.title}>
          {state === "done" ? copy.done : state === "already" ? copy.already : copy.title}
        </h1>
        <p className={styles.number}>
          <span className={styles.numberLabel}>{copy.number}</span>
          {masked}
        </p>
        {state === "ask" ? (
          <>
            <p className={styles.text}>{copy.lead}</p>
            <p className={styles.text}>{copy.explain}</p>
            <Form method="post" className={styles.form}>
              <button type="submit" className={styles.button} disabled={busy}>
                {busy ? copy.submitting : copy.submit}
              </button>
              {actionData?.message && (
                <p className={styles.error} role="alert">
                  {actionData.message}
                </p>
              )}
            </Form>
          </>
        ) : (
          <>
            <p className={`${styles.text} ${styles.done}`} role="status">
              {state === "done" ? copy.doneDetail : copy.alreadyDetail}
            </p>
            <Link to="/" className={styles.secondary}>
              {copy.home}
            </Link>
          </>
        )}
      </section>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 404 && status !== 429) return <ErrorScreen status={status} />;
  return (
    <main id="main" className={styles.page}>
      <section className={styles.card} aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title" className={styles.title}>
          {status === 429 ? copy.rateLimitedTitle : copy.notFound}
        </h1>
        <p className={styles.text}>{status === 429 ? copy.rateLimitedDetail : copy.notFoundDetail}</p>
        <Link to="/" className={styles.secondary}>
          {copy.home}
        </Link>
      </section>
    </main>
  );
}
