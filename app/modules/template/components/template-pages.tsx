import type { ReactNode } from "react";
import { Link } from "react-router";
import type { TemplateContent, TemplateHomeView, TemplateLocationView, TemplatePlansView } from "../pages.server.ts";
import { templateCopy as copy } from "./copy.ts";
import { Picture } from "./picture.tsx";

const HERO_SIZES = "100vw";
const CONTENT_SIZES = "(max-width: 900px) calc(100vw - 40px), 860px";
const PLAN_SIZES = "(max-width: 900px) calc(100vw - 40px), 560px";

/** A route's template content in the template's frame: the complex's name over the page's heading. */
export function TemplatePage({ content, name }: { content: TemplateContent; name: string }) {
  if (content.kind === "home") return <TemplateHome view={content.view} />;
  if (content.kind === "plans") {
    return (
      <Frame name={name} title={copy.plans.title}>
        <TemplatePlans view={content.view} />
      </Frame>
    );
  }
  return (
    <Frame name={name} title={copy.location.title}>
      <TemplateLocation view={content.view} />
    </Frame>
  );
}

function Frame({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <main id="main" className="tpl-page">
      <div className="tpl-page-head">
        <p className="tpl-eyebrow">{name}</p>
        <h1 className="tpl-title">{title}</h1>
      </div>
      {children}
    </main>
  );
}

/** The template's home: headline and intro over the complex's picture, the key facts, the ways in. */
function TemplateHome({ view }: { view: TemplateHomeView }) {
  return (
    <main id="main" className="tpl-home">
      <section className="tpl-hero" data-has-picture={view.hero ? "" : undefined} aria-labelledby="tpl-headline">
        {view.hero && <Picture picture={view.hero} sizes={HERO_SIZES} className="tpl-hero-picture" eager />}
        <div className="tpl-hero-text">
          <p className="tpl-hero-name">{view.name}</p>
          <h1 id="tpl-headline" className="tpl-headline">
            {view.headline}
          </h1>
          {view.intro.map((line) => (
            <p key={line} className="tpl-intro">
              {line}
            </p>
          ))}
          <p className="tpl-hero-actions">
            <Link to="/Promotion/Visit" className="tpl-button tpl-button-primary">
              {copy.home.visitCta}
            </Link>
            <Link to="/Promotion/Customer" className="tpl-button">
              {copy.home.interestCta}
            </Link>
          </p>
        </div>
      </section>
      {view.facts.length > 0 && (
        <section className="tpl-section" aria-labelledby="tpl-facts">
          <h2 id="tpl-facts" className="tpl-section-title">
            {copy.home.facts}
          </h2>
          <dl className="tpl-facts">
            {view.facts.map((fact) => (
              <div key={fact.label} className="tpl-fact">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <nav className="tpl-section" aria-label={copy.home.more}>
        <ul className="tpl-cards">
          {copy.home.links.map((link) => (
            <li key={link.path}>
              <Link to={link.path} className="tpl-card">
                <span className="tpl-card-title">{link.label}</span>
                <span className="tpl-card-text">{link.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}

/** 평면도 (inside the page's heading): every type with its areas, households and plan. */
function TemplatePlans({ view }: { view: TemplatePlansView }) {
  return view.types.length === 0 ? (
    <p className="tpl-empty">{copy.plans.empty}</p>
  ) : (
    <ul className="tpl-plans">
      {view.types.map((type) => (
        <li key={type.name} id={`type-${type.name}`} className="tpl-plan">
          <h2 className="tpl-plan-title">{copy.plans.type(type.name)}</h2>
          <dl className="tpl-plan-figures">
            <div>
              <dt>{copy.plans.exclusive}</dt>
              <dd>{copy.plans.area(type.exclusiveArea)}</dd>
            </div>
            <div>
              <dt>{copy.plans.supply}</dt>
              <dd>{copy.plans.area(type.supplyArea)}</dd>
            </div>
            <div>
              <dt>{copy.plans.households}</dt>
              <dd>{copy.plans.householdsValue(type.households)}</dd>
            </div>
          </dl>
          {type.plan ? (
            <Picture picture={type.plan} sizes={PLAN_SIZES} className="tpl-plan-picture" />
          ) : (
            <p className="tpl-empty">{copy.plans.noPlan}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** 입지 (inside the page's heading): the address with its map link, the team's text and picture. */
function TemplateLocation({ view }: { view: TemplateLocationView }) {
  const empty = !view.address && view.paragraphs.length === 0 && !view.picture;
  return empty ? (
    <p className="tpl-empty">{copy.location.empty}</p>
  ) : (
    <div className="tpl-location">
      {view.picture && <Picture picture={view.picture} sizes={CONTENT_SIZES} className="tpl-location-picture" />}
      {view.address && (
        <p className="tpl-address">
          <strong>{copy.location.address}</strong> {view.address}
          {view.mapUrl && (
            <>
              {" "}
              <a href={view.mapUrl} target="_blank" rel="noopener noreferrer" className="tpl-map-link">
                {copy.location.map}
                <span className="visually-hidden"> {copy.location.newWindow}</span>
              </a>
            </>
          )}
        </p>
      )}
      {view.paragraphs.map((paragraph) => (
        <p key={paragraph} className="tpl-paragraph">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
