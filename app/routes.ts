import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import {
  CUSTOMER_PATH,
  PRESS_PATH,
  SITE_CUSTOMER_PATH,
  SITE_NOTICE_ARTICLE_PATH,
  SITE_NOTICE_PATH,
  SITE_PRESS_ARTICLE_PATH,
  SITE_PRESS_PATH,
  SITE_VISIT_PATH,
  VISIT_FIND_PATH,
  VISIT_MANAGE_PATH,
  VISIT_PATH,
} from "./content/paths.ts";

/**
 * The site map: every public URL, explicitly. Matching is case-insensitive, so the
 * lower-case menu spellings (/brand/intro) and /SalesInfo/StampTax reach the same modules;
 * their canonical link names the SPEC spelling.
 */
const floorPlans = ["59A", "59B", "84A", "84B", "114A", "114B", "114C"];
/** A path of content/paths.ts as a child of the pathless layout (the config's paths are relative). */
const at = (path: string) => path.slice(1);

export default [
  layout("./routes/site/layout.tsx", [
    index("./routes/site/home.tsx"),
    route("Brand/intro", "./routes/site/brand-intro.tsx"),
    route("Brand/video", "./routes/site/brand-video.tsx"),
    route("BusinessGuide/intro", "./routes/site/business-intro.tsx"),
    route("BusinessGuide/plan", "./routes/site/business-plan.tsx"),
    route("BusinessGuide/documents", "./routes/site/business-documents.tsx"),
    route("LocationEnvironment/intro", "./routes/site/location-intro.tsx"),
    route("LocationEnvironment/primium", "./routes/site/location-premium.tsx"),
    route("ComplexGuide/intro", "./routes/site/complex-intro.tsx"),
    route("ComplexGuide/detailintro", "./routes/site/complex-detail.tsx"),
    route("ComplexGuide/community", "./routes/site/complex-community.tsx"),
    ...floorPlans.map((type) =>
      route(`FloorPlan/${type}`, "./routes/site/floor-plan.tsx", { id: `floor-plan-${type}` }),
    ),
    route("FloorPlan/videos", "./routes/site/floor-plan-videos.tsx"),
    route("FloorPlan/Emodel", "./routes/site/floor-plan-emodel.tsx"),
    route("Interior/59A", "./routes/site/interior.tsx", { id: "interior-59A" }),
    route("Interior/84A", "./routes/site/interior.tsx", { id: "interior-84A" }),
    route("Interior/84B", "./routes/site/interior-coming-soon.tsx"),
    route("SalesInfo/guide", "./modules/sales-schedule/routes/sales-guide.tsx"),
    route("SalesInfo/SubscriptionGuide", "./routes/site/sales-subscription.tsx"),
    route("SalesInfo/announcement", "./routes/site/sales-announcement.tsx"),
    route("SalesInfo/stampTax", "./routes/site/sales-stamp-tax.tsx"),
    route(at(CUSTOMER_PATH), "./modules/leads/routes/customer.tsx", { id: "customer" }),
    route(at(SITE_CUSTOMER_PATH), "./modules/leads/routes/customer.tsx", { id: "site-customer" }),
    route(at(VISIT_PATH), "./modules/bookings/routes/visit.tsx", { id: "visit" }),
    route(at(SITE_VISIT_PATH), "./modules/bookings/routes/visit.tsx", { id: "site-visit" }),
    // Before the change link's route, so "find" is not taken for a token.
    route(at(VISIT_FIND_PATH), "./modules/bookings/routes/visit-find.tsx"),
    route(at(VISIT_MANAGE_PATH), "./modules/bookings/routes/visit-manage.tsx"),
    route("privacy", "./routes/site/privacy.tsx"),
    route(at(PRESS_PATH), "./modules/press/routes/press-redirect.tsx"),
    route(at(SITE_PRESS_PATH), "./modules/press/routes/press.tsx"),
    route(at(SITE_PRESS_ARTICLE_PATH), "./modules/press/routes/press-article.tsx"),
    route(at(SITE_NOTICE_PATH), "./modules/notices/routes/notices.tsx"),
    route(at(SITE_NOTICE_ARTICLE_PATH), "./modules/notices/routes/notice.tsx"),
    route("*", "./routes/not-found.tsx"),
  ]),
  // The sales team's area: its own shell, no public header or footer, never indexed.
  ...prefix("admin", [
    route("login", "./modules/admin/routes/login.tsx"),
    route("login/2fa", "./modules/admin/routes/login-2fa.tsx"),
    // The invited person is not signed in yet: outside the admin layout, like the sign-in page.
    route("invite/:token", "./modules/staff/routes/invite.tsx"),
    layout("./modules/admin/routes/layout.tsx", [
      index("./modules/dashboard/routes/admin-dashboard.tsx"),
      route("today", "./modules/desk/routes/admin-today.tsx"),
      route("walk-in", "./modules/desk/routes/admin-walk-in.tsx"),
      route("press", "./modules/press/routes/admin-press.tsx"),
      route("press/new", "./modules/press/routes/admin-press-new.tsx"),
      route("press/:id", "./modules/press/routes/admin-press-edit.tsx"),
      route("notices", "./modules/notices/routes/admin-notices.tsx"),
      route("notices/:id", "./modules/notices/routes/admin-notice-edit.tsx"),
      route("schedule", "./modules/sales-schedule/routes/admin-schedule.tsx"),
      route("banners", "./modules/banners/routes/admin-banners.tsx"),
      route("leads", "./modules/leads/routes/admin-leads.tsx"),
      route("leads/export", "./modules/leads/routes/admin-leads-export.ts"),
      route("leads/:id", "./modules/leads/routes/admin-lead.tsx"),
      route("duty", "./modules/counselling/routes/admin-duty.tsx"),
      route("bookings", "./modules/bookings/routes/admin-bookings.tsx"),
      route("bookings/settings", "./modules/bookings/routes/admin-bookings-settings.tsx"),
      route("bookings/export", "./modules/bookings/routes/admin-bookings-export.tsx"),
      route("bookings/export/csv", "./modules/bookings/routes/admin-bookings-export-csv.ts"),
      route("messages", "./modules/messages/routes/admin-messages.tsx"),
      route("audit", "./modules/audit/routes/audit.tsx"),
      route("privacy-requests", "./modules/data-requests/routes/admin-privacy-requests.tsx"),
      route("privacy-requests/export", "./modules/data-requests/routes/admin-privacy-requests-export.ts"),
      route("uploads", "./modules/uploads/routes/admin-uploads.ts"),
      route("account/2fa", "./modules/admin/routes/admin-account-2fa.tsx"),
      route("account/2fa-reset", "./modules/admin/routes/admin-account-2fa-reset.tsx"),
      route("account/sessions", "./modules/staff/routes/admin-account-sessions.tsx"),
      route("staff", "./modules/staff/routes/admin-staff.tsx"),
      route("staff/:id", "./modules/staff/routes/admin-staff-member.tsx"),
      route("logout", "./modules/admin/routes/logout.ts"),
    ]),
  ]),
  route("api/lead", "./modules/leads/routes/api-lead.ts"),
  route("api/view", "./modules/attribution/routes/api-view.ts"),
  route("files/:name", "./modules/uploads/routes/files.ts"),
  route("robots.txt", "./routes/seo/robots.ts"),
  route("sitemap.xml", "./routes/seo/sitemap.ts"),
] satisfies RouteConfig;
