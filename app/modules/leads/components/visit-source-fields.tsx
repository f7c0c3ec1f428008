import { useEffect, useState } from "react";
import { VISIT_SOURCE_FIELDS, type VisitSource, visitSource } from "#app/lib/visit-source.ts";

/**
 * Where the visit came from, as hidden fields of a lead or booking form. The server renders
 * `landing` when the page's own address carried campaign parameters (so a form posted without
 * JavaScript still names its ad); once JavaScript runs, the visit's first page (session storage)
 * takes over. The server classifies both; nothing here is trusted.
 */
export function VisitSourceFields({ landing }: { landing?: string | null }) {
  const [source, setSource] = useState<VisitSource | null>(landing ? { landing, referrer: "" } : null);
  useEffect(() => {
    const visit = visitSource();
    if (visit) setSource(visit.source);
  }, []);
  if (!source) return null;
  return (
    <>
      <input type="hidden" name={VISIT_SOURCE_FIELDS.landing} value={source.landing} />
      <input type="hidden" name={VISIT_SOURCE_FIELDS.referrer} value={source.referrer} />
    </>
  );
}
