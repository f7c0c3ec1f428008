import type { FormEvent } from "react";
import { Form } from "react-router";
import styles from "./admin.module.css";

/** The words of one kind of record's delete (the press room's, the notices'). */
export type DeleteCopy = {
  delete: string;
  confirmDelete: (title: string) => string;
  confirmDeleteHeading: string;
  confirmDeleteText: string;
  confirmDeleteSubmit: string;
  cancel: string;
};

type Props = {
  /** The record's page: the form posts `intent=delete` there, the cancel link goes back to it. */
  action: string;
  title: string;
  copy: DeleteCopy;
  small?: boolean;
};

/**
 * Delete with a confirmation step. With JavaScript the browser's confirm dialog is the step and
 * the post carries `confirmed=yes`; without it the server answers with a confirmation panel
 * (`DeleteConfirmation`) instead of deleting.
 */
export function DeleteForm({ action, title, copy, small }: Props) {
  function confirmFirst(event: FormEvent<HTMLFormElement>) {
    const confirmed = event.currentTarget.elements.namedItem("confirmed");
    if (!window.confirm(copy.confirmDelete(title))) {
      event.preventDefault();
      return;
    }
    if (confirmed instanceof HTMLInputElement) confirmed.value = "yes";
  }
  return (
    <Form method="post" action={action} onSubmit={confirmFirst} className={styles.inlineForm}>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="confirmed" value="" />
      <button type="submit" className={`${styles.buttonDanger} ${small ? styles.small : ""}`}>
        {copy.delete}
        <span className="visually-hidden">: {title}</span>
      </button>
    </Form>
  );
}

/** The confirmation step for a delete posted without JavaScript. */
export function DeleteConfirmation({ action, title, copy }: Omit<Props, "small">) {
  return (
    <section className={styles.confirm} role="alertdialog" aria-labelledby="delete-confirm-title">
      <h2 id="delete-confirm-title" className={styles.confirmTitle}>
        {copy.confirmDeleteHeading}
      </h2>
      <p>
        “{title}” — {copy.confirmDeleteText}
      </p>
      <div className={styles.rowActions}>
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="confirmed" value="yes" />
          <button type="submit" className={styles.buttonDanger}>
            {copy.confirmDeleteSubmit}
          </button>
        </Form>
        <a href={action} className={styles.button}>
          {copy.cancel}
        </a>
      </div>
    </section>
  );
}
