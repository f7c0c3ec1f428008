/**
 * A number's consent is its latest event; only a latest "given" allows advertising. "not_given": a
 * later form with the box empty ends a standing consent without a withdrawal's notice; it sorts
 * between the two, so at the same instant anything but a consent wins.
 */
export const CONSENT_ACTIONS = ["given", "not_given", "withdrawn"] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/** How the choice reached us ("walkin": the visitor's own tablet at the desk). */
export const CONSENT_CHANNELS = ["form", "booking", "walkin", "link", "reply080", "phone", "erase"] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export const STAFF_CONSENT_CHOICES = ["reply080", "phone-withdrawn", "phone-given"] as const;
export type StaffConsentChoice = (typeof STAFF_CONSENT_CHOICES)[number];

export const CONSENT_TEXT_KINDS = ["consent.result", "consent.reminder"] as const;
