import { Children, cloneElement, isValidElement, type ReactNode, useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunction,
  useLocation,
} from "react-router";
import { ErrorScreenLater as ErrorScreen } from "#app/components/layout/error-screen-later.tsx";
import { isChunkLoadError, reloadOnceForChunkError } from "#app/lib/chunk-reload.ts";
import { useNonce } from "#app/lib/csp-nonce.ts";
import { getPublicEnv } from "#app/lib/env.server.ts";
import { isStaffPreview } from "#app/lib/request-context.ts";
import { loadWebFonts, webFontsHref } from "#app/lib/web-fonts.ts";
import { usePageViewBeacon } from "#app/modules/attribution/page-view-beacon.ts";
import { stripMessagesOf } from "#app/modules/banners/pages.server.ts";
import { siteFactsOf } from "#app/modules/site-facts/facts.server.ts";
import { packShellFacts } from "#app/modules/site-facts/shell-facts.ts";
import { STAFF_PREVIEW_NOTE } from "#app/modules/template/components/copy.ts";
import type { TemplateComplex } from "#app/modules/template/context.ts";
import { servedByTemplate } from "#app/modules/template/paths.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import { complexUrl, isDesignedComplex, siteOf } from "#app/platform/sites/sites.server.ts";
import type { Route } from "./+types/root";
import "./styles/global.css";

/**
 * Held in memory per instance (facts, the promotional strip): this waits on no database in the common
 * case. A complex without designed pages gets the standard template (`complex`: its id and name), and
 * the designed site's other pages are a 404 on its host.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const db = databaseOf(context);
  const site = siteOf(context);
  const env = getPublicEnv();
  const facts = packShellFacts(await siteFactsOf(db));
  if (isDesignedComplex(site) || isAdminPath(url.pathname)) return { env, facts, promo: await stripMessagesOf(db) };
  if (!servedByTemplate(pagePathOf(url.pathname), site.id)) throw data(null, { status: 404 });
  const complex: TemplateComplex = [site.id, site.name, site.builder];
  // The preview's words travel with the preview only (visitors' pages carry none of them).
  const preview = isStaffPreview(context) ? { preview: STAFF_PREVIEW_NOTE } : {};
  return { env: { ...env, siteUrl: await complexUrl(db, site.id) }, facts, promo: null, complex, ...preview };
}

const isAdminPath = (pathname: string) => /^\/admin(\/|\.data$|$)/.test(pathname);
/** A `.data` request's page (`/_root.data` is the home). */
const pagePathOf = (pathname: string) => pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");

/** Unchanged while the page is open; newly published facts show on the next page load. */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  useEffect(() => loadWebFonts(), []);
  const nonce = useNonce();
  return (
    <html lang="ko">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f1c2e" />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        <StylesheetsFirst />
        <noscript>
          <link rel="stylesheet" href={webFontsHref} />
        </noscript>
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Each stylesheet with a React `precedence`, so React writes them before the ~25 module preloads and
 * waits for a new one on navigation. React Router's trailing `#` mark would make Vite add a second
 * copy of a stylesheet a lazy module needs, re-laying out the page after hydration (60–150 ms on a
 * phone); without it Vite sees the stylesheet and skips it.
 */
function StylesheetsFirst() {
  return withPrecedence(Links({}));
}

function withPrecedence(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return Children.map(node, withPrecedence);
  if (!isValidElement<{ rel?: string; children?: ReactNode }>(node)) return node;
  if (node.type === "link" && node.props.rel === "stylesheet") {
    const { href } = node.props as { href?: string };
    return cloneElement(node as React.ReactElement<{ precedence?: string; href?: string }>, {
      precedence: "default",
      href: href?.endsWith("#") ? href.slice(0, -1) : href,
    });
  }
  if (node.props.children === undefined) return node;
  return cloneElement(node, undefined, withPrecedence(node.props.children));
}

export default function App() {
  usePageViewBeacon();
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every pathname change by design.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnceForChunkError();
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorScreen status={404} />;
  }
  if (isChunkLoadError(error)) {
    return <ErrorScreen status="chunk" />;
  }
  return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} error={error} />;
}
