import { Form, href, Link } from "react-router";
import { counsellingCopy } from "#app/modules/counselling/admin-copy.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Field } from "#app/platform/admin-ui/blocks.tsx";
import { Card } from "#app/platform/admin-ui/card.tsx";
import { FormError } from "#app/platform/admin-ui/messages.tsx";
import { ExportForm } from "#app/platform/admin-ui/reason-form.tsx";
import { adminLeadsCopy, leadFormLabels, leadStatusLabels } from "../admin-copy.ts";
import { EXPORT_REASON_MAX, EXPORT_REASON_MIN, type LeadFilterParams, NO_CHANNEL, POOL } from "../inbox-schema.ts";
import { LEAD_FORMS, LEAD_STAGES } from "../kinds.ts";
import { type Picks, SelectAll } from "./inbox-table.tsx";

type Person = { id: string; name: string };

const copy = adminLeadsCopy;
const bulk = counsellingCopy.bulk;

/** A value in the address that no lead carries (yet) stays selectable, so the form shows the filter in force. */
const withCurrent = (current: string, values: readonly string[]) =>
  current && !values.includes(current) ? [current, ...values] : values;

export function InboxFilters(props: {
  params: LeadFilterParams;
  errors: readonly string[];
  channels: readonly string[];
  campaigns: readonly string[];
  assignees: readonly Person[];
}) {
  const { params, errors } = props;
  const channels = params.channel === NO_CHANNEL ? props.channels : withCurrent(params.channel, props.channels);
  const campaigns = withCurrent(params.campaign, props.campaigns);
  const hasFilter = Object.values(params).some(Boolean);
  return (
    <Form method="get" className={`${styles.card} ${styles.form}`} aria-label={copy.filters.legend}>
      <div className={styles.formGrid}>
        <FilterSelect
          name="form"
          label={copy.filters.form}
          value={params.form}
          options={LEAD_FORMS.map((form) => ({ value: form, label: leadFormLabels[form] }))}
        />
        <Field id="filter-site" label={copy.filters.site}>
          <input
            id="filter-site"
            name="site"
            defaultValue={params.site}
            placeholder={copy.filters.sitePlaceholder}
            className={styles.input}
          />
        </Field>
        <FilterSelect
          name="status"
          label={copy.filters.status}
          value={params.status}
          options={LEAD_STAGES.map((status) => ({ value: status, label: leadStatusLabels[status] }))}
        />
        <Field id="filter-from" label={copy.filters.from}>
          <input id="filter-from" name="from" type="date" defaultValue={params.from} className={styles.input} />
        </Field>
        <Field id="filter-to" label={copy.filters.to}>
          <input id="filter-to" name="to" type="date" defaultValue={params.to} className={styles.input} />
        </Field>
        <Field id="filter-phone" label={copy.filters.phone}>
          <input
            id="filter-phone"
            name="phone"
            inputMode="numeric"
            pattern="[0-9]{4}"
            maxLength={4}
            defaultValue={params.phone}
            placeholder={copy.filters.phonePlaceholder}
            className={styles.input}
          />
        </Field>
        <FilterSelect
          name="channel"
          label={copy.filters.channel}
          value={params.channel}
          options={[
            ...channels.map((channel) => ({ value: channel, label: channel })),
            { value: NO_CHANNEL, label: copy.filters.noChannel },
          ]}
        />
        <FilterSelect
          name="campaign"
          label={copy.filters.campaign}
          value={params.campaign}
          options={campaigns.map((campaign) => ({ value: campaign, label: campaign }))}
        />
        <FilterSelect
          name="assignee"
          label={bulk.assignee}
          all={bulk.all}
          value={params.assignee}
          options={[
            { value: POOL, label: counsellingCopy.assignment.pool },
            ...props.assignees.map((person) => ({ value: person.id, label: person.name })),
          ]}
        />
      </div>
      {errors.length > 0 && (
        <ul className={styles.error} role="alert">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      <div className={styles.formActions}>
        {hasFilter && (
          <Link to={href("/admin/leads")} className={styles.button}>
            {copy.filters.reset}
          </Link>
        )}
        <button type="submit" className={styles.buttonPrimary}>
          {copy.filters.submit}
        </button>
      </div>
    </Form>
  );
}

function FilterSelect(props: {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  all?: string;
}) {
  const id = `filter-${props.name}`;
  return (
    <Field id={id} label={props.label}>
      <select id={id} name={props.name} defaultValue={props.value} className={styles.input}>
        <option value="">{props.all ?? copy.filters.all}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

function PeopleOptions({ people }: { people: readonly Person[] }) {
  return people.map((person) => (
    <option key={person.id} value={person.id}>
      {person.name}
    </option>
  ));
}

/** The ticked rows' boxes belong to this form by their form attribute (the table stays outside it). */
export function BulkAssignForm({
  picks,
  total,
  counsellors,
}: {
  picks: Picks;
  total: number;
  counsellors: readonly Person[];
}) {
  return (
    <Form method="post" id="bulk-assign" className={`${styles.card} ${styles.form}`} aria-labelledby="bulk-title">
      <h2 id="bulk-title" className={styles.cardTitle}>
        {bulk.legend}
      </h2>
      <p className={styles.cardText}>{bulk.hint}</p>
      <SelectAll picks={picks} total={total} />
      <div className={styles.formGrid}>
        <Field id="bulk-assignee" label={bulk.to}>
          <select id="bulk-assignee" name="assignee" required defaultValue="" className={styles.input}>
            <option value="" disabled>
              {bulk.to}
            </option>
            <option value={POOL}>{counsellingCopy.assignment.pool}</option>
            <PeopleOptions people={counsellors} />
          </select>
        </Field>
      </div>
      <div className={styles.formActions}>
        <button type="submit" className={styles.buttonPrimary}>
          {bulk.submit}
        </button>
      </div>
    </Form>
  );
}

export function InboxExportForm({ params, refused }: { params: LeadFilterParams; refused: boolean }) {
  return (
    <Card id="export-title" title={copy.export.heading}>
      <p className={styles.cardText}>{copy.export.text}</p>
      {refused && <FormError message={copy.export.reasonRequired} />}
      <ExportForm
        action={href("/admin/leads/export")}
        fields={params}
        reason={{
          id: "export-reason",
          label: copy.export.reason,
          placeholder: copy.export.reasonPlaceholder,
          min: EXPORT_REASON_MIN,
          max: EXPORT_REASON_MAX,
        }}
        submit={copy.export.submit}
      />
    </Card>
  );
}
