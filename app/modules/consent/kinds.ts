/**
 * The codes a consent event holds (tables.ts types its columns with them) and their Korean names.
 * A number's marketing consent at any moment is its latest event (정보통신망법 art. 50): only a
 * latest "given" allows advertising.
 *
 * - given: the person ticked the box on a form, or told staff (owner or manager) yes;
 * - withdrawn: an explicit "stop" (the link, a 080 reply, a phone request, an erase) — every lead's
 *   and booking's flag of the number goes off, and the result notice is sent;
 * - not_given: a later form of the person's own with the optional box left empty while an earlier
 *   consent stood. Not a withdrawal (no notice, the earlier forms' flags stay as they were), but
 *   the earlier consent no longer counts: the newest choice the person made is the one in force
 *   (docs/decisions/2026-11-27-marketing-consent.md). Sorts between the two, so at the same
 *   instant anything but a consent wins.
 */
export const CONSENT_ACTIONS = ["given", "not_given", "withdrawn"] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/**
 * How the choice reached us: the site's lead forms (with the lead), the visit-booking form, the
 * visitor's own tablet at the sales gallery's desk (with the lead), the one-tap opt-out link, a
 * reply to the 080 number entered by staff, staff on the phone with the person, a data-subject erase.
 */
export const CONSENT_CHANNELS = ["form", "booking", "walkin", "link", "reply080", "phone", "erase"] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** What staff may record on a lead's page (the form's `choice` field). */
export const STAFF_CONSENT_CHOICES = ["reply080", "phone-withdrawn", "phone-given"] as const;
export type StaffConsentChoice = (typeof STAFF_CONSENT_CHOICES)[number];

/** The texts consent sends: the result of a choice and the two-year reminder. */
export const CONSENT_TEXT_KINDS = ["consent.result", "consent.reminder"] as const;
