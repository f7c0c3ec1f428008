import { PhoneIcon } from "#app/components/ui/icons.tsx";
import { callCopy } from "#app/modules/leads/admin-copy.ts";
import styles from "./call-link.module.css";

/**
 * A `tel:` link to call a lead in one tap. `shown` is what it reads (the masked number in a list,
 * the full one once revealed, or 전화); its name for a screen reader says whom it calls.
 */
export function CallLink({
  href,
  name,
  shown,
  big,
  className,
}: {
  href: string;
  name: string;
  shown: string;
  big?: boolean;
  className?: string;
}) {
  return (
    <a
      href={href}
      className={[styles.call, big ? styles.big : "", className ?? ""].filter(Boolean).join(" ")}
      aria-label={callCopy.label(name, shown)}
      data-call=""
    >
      <PhoneIcon className={styles.icon} />
      <span>{shown}</span>
    </a>
  );
}
