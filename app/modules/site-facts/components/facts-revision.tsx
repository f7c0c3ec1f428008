import { adminFactsCopy as copy } from "../admin-copy.ts";
import type { SiteFacts } from "../schema.ts";

/** A kept revision's facts, field by field. */
export function FactsRevision({ facts }: { facts: SiteFacts }) {
  return (
    <dl>
      {(Object.keys(copy.fields) as (keyof SiteFacts)[]).map((field) => (
        <div key={field}>
          <dt>{copy.fields[field].label}</dt>
          <dd>{facts[field] || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
