import styles from "./disclaimer-list.module.css";

type Props = {
  items: readonly string[];
  className?: string;
};

/** The "※" notes the original repeats under images (SPEC §1 disclaimers). */
export function DisclaimerList({ items, className }: Props) {
  if (items.length === 0) return null;
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list} aria-label="유의사항" data-disclaimers="">
      {items.map((item) => (
        <li key={item} className={styles.item}>
          {item}
        </li>
      ))}
    </ul>
  );
}
