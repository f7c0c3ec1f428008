type Figure = { label: string; value: string; unit: string };

/** The page's own CSS module, so each page keeps its look. */
type Classes = Readonly<Record<string, string>>;

/** Big figures with their labels, as a description list; the label reads first. */
export function KeyFigures({ figures, styles }: { figures: readonly Figure[]; styles: Classes }) {
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt className={styles.figureLabel}>{figure.label}</dt>
          <dd className={styles.figureValue}>
            {figure.value}
            <span className={styles.figureUnit}>{figure.unit}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
