import { Form, useNavigation } from "react-router";
import { formatDay } from "#app/lib/korea-time.ts";
import { assignmentModeLabels, counsellingCopy } from "#app/modules/counselling/admin-copy.ts";
import local from "#app/modules/counselling/components/counselling.module.css";
import { dutyAction, dutyPage } from "#app/modules/counselling/duty-view.server.ts";
import { ASSIGNMENT_MODES } from "#app/modules/counselling/kinds.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { PageHeader } from "#app/platform/admin-ui/blocks.tsx";
import { Card } from "#app/platform/admin-ui/card.tsx";
import { ResultMessage } from "#app/platform/admin-ui/messages.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-duty";

const copy = counsellingCopy.duty;

/** Today's duty (who gets new leads in turn) and the assignment mode. Staff names only, never a visitor's. */
export const loader = ({ context }: Route.LoaderArgs) => dutyPage(requireStaff(context));

export const action = ({ request, context }: Route.ActionArgs) => dutyAction(requireStaff(context), request);

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function AdminDuty({ loaderData, actionData }: Route.ComponentProps) {
  const { day, people, mode, manages } = loaderData;
  const busy = useNavigation().state === "submitting";
  const answer = (intent: string) => actionData?.intent === intent && <ResultMessage result={actionData} />;
  return (
    <div className={styles.page}>
      <PageHeader title={copy.title} lead={copy.lead(formatDay(day))} />

      <Card id="duty-title" title={copy.people}>
        {answer("duty")}
        {people.length === 0 ? (
          <p className={styles.muted}>{copy.empty}</p>
        ) : (
          <ul className={local.dutyList} aria-label={copy.people}>
            {people.map((person) => (
              <li key={person.id} className={local.dutyRow} data-on-duty={person.onDuty ? "yes" : "no"}>
                <span className={local.dutyName}>
                  <bdi>{person.name}</bdi> {person.mine ? copy.me : null}
                </span>
                <span className={styles.badge} data-status={person.onDuty ? "counselling" : "on_hold"}>
                  {person.onDuty ? copy.onDuty : copy.offDuty}
                </span>
                {(manages || person.mine) && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="duty" />
                    <input type="hidden" name="userId" value={person.id} />
                    <input type="hidden" name="onDuty" value={person.onDuty ? "no" : "yes"} />
                    <button
                      type="submit"
                      className={`${person.onDuty ? styles.button : styles.buttonPrimary} ${local.big}`}
                      disabled={busy}
                      aria-label={`${person.name} ${person.onDuty ? copy.markOff : copy.markOn}`}
                    >
                      {person.onDuty ? copy.markOff : copy.markOn}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card id="mode-title" title={copy.modeHeading}>
        <p className={styles.cardText}>{copy.modeLead}</p>
        {manages ? (
          <Form method="post" className={styles.form}>
            <input type="hidden" name="intent" value="mode" />
            <fieldset className={local.modes}>
              <legend className="visually-hidden">{copy.modeHeading}</legend>
              {ASSIGNMENT_MODES.map((value) => (
                <label key={value} className={local.mode}>
                  <input type="radio" name="mode" value={value} defaultChecked={mode === value} />
                  {assignmentModeLabels[value]}
                </label>
              ))}
            </fieldset>
            {answer("mode")}
            <div className={styles.formActions}>
              <button type="submit" className={`${styles.buttonPrimary} ${local.big}`} disabled={busy}>
                {copy.modeSubmit}
              </button>
            </div>
          </Form>
        ) : (
          <p className={styles.cardText}>
            {copy.modeNow}: <strong>{assignmentModeLabels[mode]}</strong>
          </p>
        )}
      </Card>
    </div>
  );
}
