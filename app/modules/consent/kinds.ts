/**
 * The codes a consent event holds (tables.ts types its columns with them) and their Korean names.
 * A number's marketing consent at any moment is its latest event (정보통신망법 art. 50).
 */
export const CONSENT_ACTIONS = ["given", "withdrawn"] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/**
 * How the choice reached us: the site's form (with the lead), the one-tap opt-out link, a reply to
 * the 080 number entered by staff, staff on the phone with the person, a data-subject erase.
 */
export const CONSENT_CHANNELS = ["form", "link", "reply080", "phone", "erase"] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** What staff may record on a lead's page (the form's `choice` field). */
export const STAFF_CONSENT_CHOICES = ["reply080", "phone-withdrawn", "phone-given"] as const;
export type StaffConsentChoice = (typeof STAFF_CONSENT_CHOICES)[number];
