/** Each feature adds its codes from its `feature.ts`, so a code no feature declares does not compile. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features' module augmentations.
export interface AuditActions {}

export type AuditAction = keyof AuditActions & string;
