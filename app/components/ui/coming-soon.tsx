import { type ReactNode, useId } from "react";
import styles from "./coming-soon.module.css";
import { Spinner } from "./spinner.tsx";

type Props = {
  /** The large English line, "COMING SOON". */
  title: string;
  heading: string;
  text: string;
  children?: ReactNode;
};

/** A designed placeholder for pages whose content is not published yet (amber spinner, SPEC §9). */
export function ComingSoon({ title, heading, text, children }: Props) {
  const headingId = useId();
  return (
    <section className={styles.comingSoon} aria-labelledby={headingId} data-coming-soon="">
      <Spinner label="준비 중입니다" />
      <p className={styles.title} lang="en">
        {title}
      </p>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.text}>{text}</p>
      {children && <div className={styles.extra}>{children}</div>}
    </section>
  );
}
