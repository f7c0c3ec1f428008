import type { ReactNode } from "react";
import { Link, NavLink, useLocation, useMatches } from "react-router";
import { telHref } from "#app/content/site.ts";
import { useHydrated } from "#app/lib/hooks/use-hydrated.ts";
import { MODEL_HOUSE_HOURS_LABEL, PHONE_HOURS_LABEL } from "#app/modules/site-facts/copy.ts";
import { phoneHoursText } from "#app/modules/site-facts/shell-facts.ts";
import { useSiteFacts } from "#app/modules/site-facts/use-site-facts.ts";
import { type TemplateComplex, useStaffPreview } from "../context.ts";
import type { TemplateContent } from "../pages.server.ts";
import { templateMenu } from "../paths.ts";
import { templateCopy as copy } from "./copy.ts";
import stylesheet from "./template.css?url";
import { TemplatePage } from "./template-pages.tsx";

/**
 * The standard template's shell: the complex's name, its menu (a disclosure on a phone, no script
 * needed), the page, and a footer with its phone, model house and builder. A route whose loader gives
 * `template` content (home, 평면도, 입지) is rendered here from it; any other route (the booking,
 * the boards) renders its own page inside. The stylesheet is hoisted into the head by React (before
 * the page paints, also without JavaScript).
 */
export function TemplateShell({ complex, children }: { complex: TemplateComplex; children: ReactNode }) {
  const [id, name, builder] = complex;
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const { salesPhone, consultationHours, modelHouseAddress, modelHouseHours } = useSiteFacts();
  const menu = templateMenu(id);
  const preview = useStaffPreview();
  const content = useMatches()
    .map((match) => (match.loaderData as { template?: TemplateContent } | null | undefined)?.template)
    .find((found) => found !== undefined);
  const links = menu.map((item) => (
    <li key={item.path}>
      <NavLink to={item.path} className="tpl-nav-link">
        {item.label}
      </NavLink>
    </li>
  ));
  return (
    <div className="tpl" data-hydrated={hydrated}>
      <link rel="stylesheet" href={stylesheet} precedence="default" />
      <a className="skip-link" href="#main">
        {copy.skip}
      </a>
      <header className="tpl-header">
        {/* Inside the sticky header: the preview stays marked while the page scrolls. */}
        {preview && <p className="tpl-preview">{preview}</p>}
        <div className="tpl-bar">
          <Link to="/" className="tpl-brand">
            {name}
          </Link>
          <nav aria-label={copy.menu} className="tpl-nav-wide">
            <ul className="tpl-nav">{links}</ul>
          </nav>
          <Link to="/Promotion/Customer" className="tpl-cta">
            {copy.interest}
          </Link>
          {/* Closed again on every page change (the key). */}
          <details key={pathname} className="tpl-menu">
            <summary className="tpl-menu-button">{copy.menu}</summary>
            <nav aria-label={copy.menu}>
              <ul className="tpl-nav tpl-nav-narrow">{links}</ul>
            </nav>
          </details>
        </div>
      </header>
      {content ? <TemplatePage content={content} name={name} /> : children}
      <footer className="tpl-footer">
        <div className="tpl-footer-inner">
          <p className="tpl-footer-name">{name}</p>
          <dl className="tpl-footer-facts">
            <div>
              <dt>{copy.phone}</dt>
              <dd>
                <a href={telHref(salesPhone)}>{salesPhone}</a>
                {consultationHours && ` (${PHONE_HOURS_LABEL} ${phoneHoursText(consultationHours)})`}
              </dd>
            </div>
            {/* A fact the team has not published yet is left out, never another complex's. */}
            {modelHouseAddress && (
              <div>
                <dt>{copy.modelHouse}</dt>
                <dd>
                  {modelHouseAddress}
                  {modelHouseHours && ` · ${MODEL_HOUSE_HOURS_LABEL} ${modelHouseHours}`}
                </dd>
              </div>
            )}
            {builder && (
              <div>
                <dt>{copy.builder}</dt>
                <dd>{builder}</dd>
              </div>
            )}
          </dl>
          <p className="tpl-footer-links">
            <Link to="/privacy">{copy.privacy}</Link>
            <Link to="/Promotion/Visit">{copy.visit}</Link>
          </p>
          <p className="tpl-footer-note">{copy.disclaimer}</p>
        </div>
      </footer>
    </div>
  );
}
