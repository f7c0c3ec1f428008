import { PhoneIcon } from "#app/components/ui/icons.tsx";
import { callCopy } from "#app/modules/leads/admin-copy.ts";
import styles from "./call-link.module.css";

/** A `tel:` link to call a lead in one tap. */
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
      data-call=""
    >
      <PhoneIcon className={styles.icon} />
      {/* The name is read, not shown: a visible label stays part of the link's name. */}
      <span className="visually-hidden">{callCopy.whom(name, shown === callCopy.short)}</span>
      <span>{shown}</span>
    </a>
  );
}
