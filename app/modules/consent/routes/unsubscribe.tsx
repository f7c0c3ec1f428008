import { Form, isRouteErrorResponse, Link, useNavigation } from "react-router";
import { ErrorScreen } from "#app/components/layout/error-screen.tsx";
import { site } from "#app/content/site.ts";
import { CACHE_CONTROL, NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { complexNameFromMatches } from "#app/lib/page-meta.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { optOutCopy as copy } from "#app/modules/consent/copy.ts";
import { unsubscribeAction, unsubscribePage } from "#app/modules/consent/opt-out-page.server.ts";
import { useTemplateComplex } from "#app/modules/template/context.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import type { Route } from "./+types/unsubscribe";
import styles from "./unsubscribe.module.css";

/**
 * The one-tap opt-out link of advertising texts (정보통신망법 art. 50): the masked number and one
 * button; the post withdraws the number's marketing consent at once, for every lead of it, and
 * redirects (post → redirect → get, so a reload does not post again). Works without JavaScript.
 * An unknown or malformed token is a 404 with Korean words; an address guessing too many is a 429
 * with a wait (Retry-After). Never cached, never indexed.
 */
export const loader = ({ params, url, context }: Route.LoaderArgs) =>
  unsubscribePage(databaseOf(context), clientAddressOf(context), params.token, url);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  unsubscribeAction(databaseOf(context), clientAddressOf(context), params.token, request);

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

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `${copy.title} | ${complexNameFromMatches(matches) ?? site.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { masked, state } = loaderData;
  const complex = useTemplateComplex();
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
            <p className={styles.text}>{copy.leadFor(complex?.[1] ?? site.name)}</p>
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
