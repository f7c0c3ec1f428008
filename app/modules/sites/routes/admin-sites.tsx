import { Form, useNavigation } from "react-router";
import { sitesAction, sitesPage } from "#app/modules/sites/admin.server.ts";
import { sitesCopy } from "#app/modules/sites/admin-copy.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DataTable, Field, PageHeader } from "#app/platform/admin-ui/blocks.tsx";
import { Card } from "#app/platform/admin-ui/card.tsx";
import { ResultMessage, SubmitButton } from "#app/platform/admin-ui/messages.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-sites";

export const loader = ({ context }: Route.LoaderArgs) => sitesPage(requireStaff(context));

export const action = ({ request, context }: Route.ActionArgs) => sitesAction(requireStaff(context), request);

export const meta: Route.MetaFunction = () => adminMeta(sitesCopy.title);

type Intent = "add" | "host" | "status";

export default function AdminSites({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const answerFor = (intent: Intent) => (actionData?.intent === intent ? actionData : undefined);
  const failedFor = (intent: Intent) => {
    const answer = answerFor(intent);
    return answer && !answer.ok ? answer : undefined;
  };
  /** A control's props: its posted value back after a refusal, its error tied to it. */
  const control = (intent: Intent, field: string, valueKey = field) => {
    const failed = failedFor(intent);
    const invalid = failed?.field === field || (field === "siteId" && failed?.field === "id");
    return {
      id: `site-${intent}-${field}`,
      name: field,
      className: styles.input,
      defaultValue: failed?.values[valueKey as keyof typeof failed.values],
      "aria-invalid": invalid || undefined,
      "aria-describedby": invalid ? `site-${intent}-error` : undefined,
    };
  };
  const result = (intent: Intent) => {
    const answer = answerFor(intent);
    if (!answer) return null;
    return answer.ok ? (
      <ResultMessage result={answer} />
    ) : (
      <p id={`site-${intent}-error`} className={styles.error} role="alert">
        {answer.message}
      </p>
    );
  };
  const siteOptions = loaderData.sites.map((site) => (
    <option key={site.id} value={site.id}>
      {site.name} ({site.id})
    </option>
  ));
  // A new form after each success: its fields start empty again.
  const formKey = (intent: Intent) => (answerFor(intent)?.ok ? `${intent}-${answerFor(intent)?.message}` : intent);

  return (
    <div className={styles.page}>
      <PageHeader title={sitesCopy.title} lead={sitesCopy.lead} />
      <DataTable
        caption={sitesCopy.caption}
        columns={[
          { label: sitesCopy.columns.name },
          { label: sitesCopy.columns.id },
          { label: sitesCopy.columns.builder },
          { label: sitesCopy.columns.status },
          { label: sitesCopy.columns.hosts },
          { label: sitesCopy.columns.created },
        ]}
        rows={loaderData.sites}
        rowKey={(site) => site.id}
        rowProps={(site) => ({ "data-site": site.id })}
        empty={sitesCopy.empty}
        cells={(site) => [
          <span key="name">
            <bdi>{site.name}</bdi>
            {site.isDefault && <span className={styles.muted}> · {sitesCopy.defaultMark}</span>}
          </span>,
          site.id,
          site.builder || "-",
          site.statusLabel,
          site.hosts.length > 0 ? site.hosts.join(", ") : site.isDefault ? sitesCopy.defaultHosts : "-",
          site.created,
        ]}
      />

      <Card id="site-add-title" title={sitesCopy.add.title}>
        <Form method="post" className={styles.form} key={formKey("add")}>
          <input type="hidden" name="intent" value="add" />
          <Field id="site-add-id" label={sitesCopy.add.id} hint={sitesCopy.add.idHint}>
            <input {...control("add", "id")} required maxLength={40} autoComplete="off" />
          </Field>
          <Field id="site-add-name" label={sitesCopy.add.name}>
            <input {...control("add", "name")} required maxLength={100} autoComplete="off" />
          </Field>
          <Field id="site-add-builder" label={sitesCopy.add.builder}>
            <input {...control("add", "builder")} maxLength={100} autoComplete="off" />
          </Field>
          <Field id="site-add-host" label={sitesCopy.add.host} hint={sitesCopy.add.hostHint}>
            <input {...control("add", "host")} required maxLength={253} autoComplete="off" inputMode="url" />
          </Field>
          {result("add")}
          <SubmitButton busy={sending === "add"} label={sitesCopy.add.submit} busyLabel={sitesCopy.add.submitting} />
        </Form>
      </Card>

      <Card id="site-host-title" title={sitesCopy.host.title}>
        <Form method="post" className={styles.form} key={formKey("host")}>
          <input type="hidden" name="intent" value="host" />
          <Field id="site-host-siteId" label={sitesCopy.host.site}>
            <select {...control("host", "siteId")}>{siteOptions}</select>
          </Field>
          <Field id="site-host-host" label={sitesCopy.host.host} hint={sitesCopy.add.hostHint}>
            <input {...control("host", "host")} required maxLength={253} autoComplete="off" inputMode="url" />
          </Field>
          {result("host")}
          <SubmitButton busy={sending === "host"} label={sitesCopy.host.submit} busyLabel={sitesCopy.host.submitting} />
        </Form>
      </Card>

      <Card id="site-status-title" title={sitesCopy.status.title}>
        <Form method="post" className={styles.form} key={formKey("status")}>
          <input type="hidden" name="intent" value="status" />
          <Field id="site-status-siteId" label={sitesCopy.status.site}>
            <select {...control("status", "siteId")}>{siteOptions}</select>
          </Field>
          <Field id="site-status-status" label={sitesCopy.status.status}>
            <select {...control("status", "status")}>
              {loaderData.statuses.map((status) => (
                <option key={status.value} value={status.value}>
                  {status.label}
                </option>
              ))}
            </select>
          </Field>
          {result("status")}
          <SubmitButton
            busy={sending === "status"}
            label={sitesCopy.status.submit}
            busyLabel={sitesCopy.status.submitting}
          />
        </Form>
      </Card>
    </div>
  );
}
