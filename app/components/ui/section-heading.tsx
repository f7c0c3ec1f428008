import styles from "./section-heading.module.css";

type Props = {
  eyebrow?: string;
  heading: string;
  /** One paragraph per entry. */
  lead?: string | readonly string[];
  id?: string;
};

/** Eyebrow, h2 and lead text that open a content section. Line breaks in `heading` are kept. */
export function SectionHeading({ eyebrow, heading, lead, id }: Props) {
  const paragraphs = lead === undefined ? [] : typeof lead === "string" ? [lead] : lead;
  return (
    <header className={styles.header}>
      {eyebrow && (
        <p className={styles.eyebrow} lang="en">
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className={styles.lead}>
          {paragraph}
        </p>
      ))}
    </header>
  );
}
