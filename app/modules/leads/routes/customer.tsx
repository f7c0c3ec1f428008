import { data, Link, type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { ClockIcon, PhoneIcon } from "#app/components/ui/icons.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { disclaimers } from "#app/content/disclaimers.ts";
import { visitBooking } from "#app/content/menus.ts";
import { customerPage } from "#app/content/pages/promotion.ts";
import { telHref } from "#app/content/site.ts";
import { VISIT_FIND_LABEL, VISIT_FIND_PATH, VISIT_FIND_QUESTION } from "#app/content/visit-find.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { pagePath } from "#app/lib/page-path.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { usePublicEnv } from "#app/lib/use-public-env.ts";
import { campaignLandingOf } from "#app/modules/attribution/attribution.server.ts";
import leadFormStyles from "#app/modules/leads/components/lead-form.module.css";
import { VisitFormLater } from "#app/modules/leads/components/visit-form-later.tsx";
import { customerCopy } from "#app/modules/leads/customer-copy.ts";
import { leadFormAction } from "#app/modules/leads/form-action.server.ts";
import { PHONE_HOURS_LABEL } from "#app/modules/site-facts/copy.ts";
import { phoneHoursText } from "#app/modules/site-facts/shell-facts.ts";
import { useSiteFacts } from "#app/modules/site-facts/use-site-facts.ts";
import { useTemplateComplex } from "#app/modules/template/context.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import { siteOf } from "#app/platform/sites/sites.server.ts";
import type { Route } from "./+types/customer";
import styles from "./customer.module.css";

/**
 * One module, two routes: /Promotion/Customer and /{site}/customer, the latter only with the host's
 * own complex (any other id is a 404: a lead is always the host's complex's). Only the latter gets a
 * server-made idempotency key; the browser makes its own either way.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const site = "site" in params ? params.site : undefined;
  if (site !== undefined && site !== siteOf(context).id) throw data(null, { status: 404 });
  // An ad's address names its campaign in the form, for visitors without JavaScript.
  return { siteId: site ?? null, idempotencyKey: site ? crypto.randomUUID() : "", landing: campaignLandingOf(url) };
}

/** The form's post without JavaScript (with it, the form posts to /api/lead). */
export async function action({ request, context }: Route.ActionArgs) {
  return leadFormAction(databaseOf(context), request, clientAddressOf(context), siteOf(context).id);
}

/** Opening and closing the popup changes only the history state: nothing here needs reloading. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.href === nextUrl.href) return false;
  return defaultShouldRevalidate;
}

/** Both spellings name /Promotion/Customer as the canonical page. */
export const meta = pageMeta(customerPage);

/**
 * The visit form's class names, used here so that its stylesheet stays in this page's render-blocking
 * CSS: the form's code loads later (`VisitFormLater`), and a stylesheet only it imported would come
 * with it, after the server's form had been painted.
 */
export const handle = { laterStyles: [leadFormStyles] };

/** react-dom's root API for the form's own root, from the entry chunk that already holds react-dom. */
const clientRoots = () => import("#app/entry.client.tsx");

const imageSizes = "(max-width: 900px) calc(100vw - 40px), 520px";
const FORM_ID = "customer-form";

/** SPEC §2 Customer page: complex name, heading, image, blurb, phone, 24-hour line and the form. */
export default function Customer({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { defaultSiteId } = usePublicEnv();
  const { salesPhone, consultationHours } = useSiteFacts();
  const page = customerPage;
  const complex = useTemplateComplex();
  const complexName = complex?.[1] ?? customerCopy.complexName;

  return (
    <SubPage page={page} menuPath={page.path}>
      <div className={styles.layout}>
        <div className={styles.intro}>
          <p className={styles.complex}>{complexName}</p>
          <p className={styles.lead}>{customerCopy.lead}</p>
          <p className={styles.body}>{customerCopy.body(complexName)}</p>
        </div>

        <div className={styles.contact}>
          <p className={styles.contactLabel}>{customerCopy.phoneLabel}</p>
          <a className={styles.phone} href={telHref(salesPhone)}>
            <PhoneIcon className={styles.phoneIcon} />
            {salesPhone}
          </a>
          {/* A complex that has not published its hours yet shows none. */}
          {consultationHours && (
            <p className={styles.hours}>
              <ClockIcon className={styles.hoursIcon} />
              {PHONE_HOURS_LABEL} {phoneHoursText(consultationHours)}
            </p>
          )}
          <Link to={visitBooking.path} className={styles.visitLink}>
            {customerCopy.visitLink}
          </Link>
          <p className={styles.findLine}>
            {VISIT_FIND_QUESTION}{" "}
            <Link to={VISIT_FIND_PATH} className={styles.findLink}>
              {VISIT_FIND_LABEL}
            </Link>
          </p>
        </div>

        {/* The designed complex's illustration: not another complex's. */}
        {!complex && (
          <figure className={styles.figure}>
            <ResponsiveImage image={customerCopy.image} sizes={imageSizes} className={styles.image} />
            <figcaption className={styles.caption}>{disclaimers.illustrative}</figcaption>
          </figure>
        )}

        <section id={FORM_ID} className={styles.card} aria-labelledby={`${FORM_ID}-title`}>
          <div className={styles.cardHeader}>
            <h2 id={`${FORM_ID}-title`} className={styles.cardTitle}>
              {customerCopy.formTitle}
            </h2>
            <p className={styles.cardNote}>{customerCopy.formNote}</p>
          </div>
          <VisitFormLater
            className={styles.form}
            roots={clientRoots}
            kind="inquiry"
            action={`${loaderData.landing ?? pagePath(pathname)}#${FORM_ID}`}
            idPrefix="customer"
            siteId={loaderData.siteId ?? defaultSiteId}
            actionData={actionData}
            initialKey={loaderData.idempotencyKey}
            landing={loaderData.landing}
          />
        </section>
      </div>
    </SubPage>
  );
}
