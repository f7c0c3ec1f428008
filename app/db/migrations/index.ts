import type { Migration } from "kysely/migration";
import * as leads from "./2026-11-22T00-00-00-leads.ts";
import * as authPressAudit from "./2026-11-22T01-00-00-auth-press-audit.ts";
import * as bookings from "./2026-11-24T01-00-00-bookings.ts";
import * as messages from "./2026-11-24T02-00-00-messages.ts";
import * as attribution from "./2026-11-24T03-00-00-attribution.ts";
import * as dashboardIndexes from "./2026-11-24T04-00-00-dashboard-indexes.ts";
import * as bookingLinkInTexts from "./2026-11-26T12-00-00-booking-link-in-texts.ts";
import * as bookingStaffWaitlist from "./2026-11-26T14-00-00-booking-staff-waitlist.ts";
import * as leadNotes from "./2026-11-26T15-00-00-lead-notes.ts";
import * as staffRoles from "./2026-11-26T18-00-00-staff-roles.ts";
import * as twoFactor from "./2026-11-26T19-10-00-two-factor.ts";
import * as staffAccounts from "./2026-11-26T21-00-00-staff-accounts.ts";
import * as counselling from "./2026-11-26T21-10-00-counselling.ts";
import * as deskStageIndex from "./2026-11-26T21-20-00-desk-stage-index.ts";
import * as uploads from "./2026-11-26T21-30-00-uploads.ts";
import * as notices from "./2026-11-26T21-40-00-notices.ts";
import * as noticeAttachments from "./2026-11-26T22-00-00-notice-attachments.ts";
import * as salesSchedule from "./2026-11-26T22-10-00-sales-schedule.ts";
import * as publishedDocuments from "./2026-11-27T00-00-00-published-documents.ts";
import * as marketingConsent from "./2026-11-27T01-40-00-marketing-consent.ts";
import * as campaigns from "./2026-11-27T01-50-00-campaigns.ts";
import * as deliveryReports from "./2026-11-27T10-10-00-delivery-reports.ts";
import * as uploadClaims from "./2026-11-27T10-30-00-upload-claims.ts";
import * as totpLastStep from "./2026-11-28T09-00-00-totp-last-step.ts";
import * as oneRecord from "./2026-12-06T10-00-00-one-record.ts";
import * as staffPhoneVerifications from "./2026-12-06T22-40-00-staff-phone-verifications.ts";
import * as bookingSettingsSetting from "./2026-12-07T00-00-00-booking-settings-setting.ts";
import * as jobLeases from "./2026-12-07T01-00-00-job-leases.ts";
import * as sites from "./2026-12-08T00-00-00-sites.ts";
import * as messageSites from "./2026-12-09T00-00-00-message-sites.ts";
import * as bookingSites from "./2026-12-09T01-00-00-booking-sites.ts";
import * as consentSites from "./2026-12-10T00-00-00-consent-sites.ts";
import * as auditSites from "./2026-12-10T01-00-00-audit-sites.ts";
import * as pageViewSites from "./2026-12-10T02-00-00-page-view-sites.ts";
import * as siteStaff from "./2026-12-11T00-00-00-site-staff.ts";
import * as contentSites from "./2026-12-11T01-00-00-content-sites.ts";
import * as dutySites from "./2026-12-11T02-00-00-duty-sites.ts";
import * as boardSites from "./2026-12-13T00-00-00-board-sites.ts";
import * as uploadSites from "./2026-12-13T01-00-00-upload-sites.ts";

/**
 * Every migration, by name (the file's name; ISO dates sort in order). Listed here rather than
 * read from the folder at run time, because the server runs from a bundle (server/build.ts) where
 * the folder does not exist. `migrate.server.test.ts` fails when a file in this folder is missing
 * from the list.
 */
export const migrations: Record<string, Migration> = {
  "2026-11-22T00-00-00-leads": leads,
  "2026-11-22T01-00-00-auth-press-audit": authPressAudit,
  "2026-11-24T01-00-00-bookings": bookings,
  "2026-11-24T02-00-00-messages": messages,
  "2026-11-24T03-00-00-attribution": attribution,
  "2026-11-24T04-00-00-dashboard-indexes": dashboardIndexes,
  "2026-11-26T12-00-00-booking-link-in-texts": bookingLinkInTexts,
  "2026-11-26T14-00-00-booking-staff-waitlist": bookingStaffWaitlist,
  "2026-11-26T15-00-00-lead-notes": leadNotes,
  "2026-11-26T18-00-00-staff-roles": staffRoles,
  "2026-11-26T19-10-00-two-factor": twoFactor,
  "2026-11-26T21-00-00-staff-accounts": staffAccounts,
  "2026-11-26T21-10-00-counselling": counselling,
  "2026-11-26T21-20-00-desk-stage-index": deskStageIndex,
  "2026-11-26T21-30-00-uploads": uploads,
  "2026-11-26T21-40-00-notices": notices,
  "2026-11-26T22-00-00-notice-attachments": noticeAttachments,
  "2026-11-26T22-10-00-sales-schedule": salesSchedule,
  "2026-11-27T00-00-00-published-documents": publishedDocuments,
  "2026-11-27T01-40-00-marketing-consent": marketingConsent,
  "2026-11-27T01-50-00-campaigns": campaigns,
  "2026-11-27T10-10-00-delivery-reports": deliveryReports,
  "2026-11-27T10-30-00-upload-claims": uploadClaims,
  "2026-11-28T09-00-00-totp-last-step": totpLastStep,
  "2026-12-06T10-00-00-one-record": oneRecord,
  "2026-12-06T22-40-00-staff-phone-verifications": staffPhoneVerifications,
  "2026-12-07T00-00-00-booking-settings-setting": bookingSettingsSetting,
  "2026-12-07T01-00-00-job-leases": jobLeases,
  "2026-12-08T00-00-00-sites": sites,
  "2026-12-09T00-00-00-message-sites": messageSites,
  "2026-12-09T01-00-00-booking-sites": bookingSites,
  "2026-12-10T00-00-00-consent-sites": consentSites,
  "2026-12-10T01-00-00-audit-sites": auditSites,
  "2026-12-10T02-00-00-page-view-sites": pageViewSites,
  "2026-12-11T00-00-00-site-staff": siteStaff,
  "2026-12-11T01-00-00-content-sites": contentSites,
  "2026-12-11T02-00-00-duty-sites": dutySites,
  "2026-12-13T00-00-00-board-sites": boardSites,
  "2026-12-13T01-00-00-upload-sites": uploadSites,
};
