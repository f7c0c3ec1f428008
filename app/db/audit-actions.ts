/**
 * The codes the audit log stores, one set per feature: each feature that writes audit entries adds
 * its codes to `AuditActions` from its `feature.ts` (declaration merging, hence an interface), so a
 * code no feature declares does not compile, and `db/schema.ts` types the column without knowing
 * any feature. The labels, and the list the audit page offers, come from `app/modules/index.ts`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features' module augmentations.
export interface AuditActions {}

export type AuditAction = keyof AuditActions & string;
