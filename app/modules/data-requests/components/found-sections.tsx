import type { Found } from "#app/modules/data-requests/admin.server.ts";
import { dataRequestsCopy as copy } from "#app/modules/data-requests/copy.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import own from "./privacy-requests.module.css";

/** Every feature's records about the searched number, each record a labelled list of its fields. */
export function FoundSections({ found }: { found: Found }) {
  const { data: person } = found;
  return (
    <section className={styles.card} aria-labelledby="privacy-result-title" data-testid="privacy-result">
      <div>
        <h2 id="privacy-result-title" className={styles.cardTitle}>
          {copy.result.heading(found.phone)}
        </h2>
        <p className={styles.cardText} role="status">
          {person.total === 0 ? copy.result.nothing : copy.result.total(person.total)}
        </p>
        <p className={styles.muted}>
          {copy.result.requestId} <span className={`${styles.code} ${own.requestId}`}>{person.requestId}</span> ·{" "}
          {copy.result.requestIdHint}
        </p>
      </div>
      {person.sections.map((section) => (
        <section
          key={section.name}
          className={own.section}
          aria-labelledby={`privacy-${section.name}`}
          data-section={section.name}
        >
          <h3 id={`privacy-${section.name}`} className={own.sectionTitle}>
            {section.title} <span className={styles.badge}>{copy.result.count(section.rows.length)}</span>
          </h3>
          {section.rows.length === 0 ? (
            <p className={styles.muted}>{copy.result.none}</p>
          ) : (
            section.rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: records are listed in a fixed order per search.
              <div key={index} className={own.record}>
                <h4 id={`privacy-${section.name}-${index + 1}`} className={own.recordTitle}>
                  {copy.result.record(section.title, index + 1)}
                </h4>
                <dl className={styles.details} aria-labelledby={`privacy-${section.name}-${index + 1}`}>
                  {row.fields.map((field) => (
                    <div key={field.label}>
                      <dt>{field.label}</dt>
                      {/* What a visitor typed keeps its own direction and cannot reorder the page around it. */}
                      <dd dir="auto">
                        <bdi>{field.value}</bdi>
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))
          )}
        </section>
      ))}
    </section>
  );
}
