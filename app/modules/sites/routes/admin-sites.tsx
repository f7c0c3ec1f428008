import { Form, href, Link, useNavigation } from "react-router";
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
  const confirming = actionData && "confirm" in actionData ? actionData.confirm : null;
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
      {answerFor("status") && !confirming && <ResultMessage result={answerFor("status")} />}
      <DataTable
        caption={sitesCopy.caption}
        columns={[
          { label: sitesCopy.columns.name },
          { label: sitesCopy.columns.id },
          { label: sitesCopy.columns.builder },
          { label: sitesCopy.columns.status },
          { label: sitesCopy.columns.hosts },
          { label: sitesCopy.columns.created },
          { label: sitesCopy.columns.sending },
        ]}
        rows={loaderData.sites}
        rowKey={(site) => site.id}
        rowProps={(site) => ({ "data-site": site.id })}
        empty={sitesCopy.empty}
        afterRow={(site) =>
          confirming === site.id
            ? {
                key: `${site.id}-confirm`,
                content: (
                  <Form method="post" className={styles.rowActions}>
                    <p role="alert">{actionData?.message}</p>
                    <input type="hidden" name="intent" value="status" />
                    <input type="hidden" name="siteId" value={site.id} />
                    <input type="hidden" name="status" value="closed" />
                    <input type="hidden" name="confirm" value="1" />
                    <button
                      type="submit"
                      className={`${styles.buttonDanger} ${styles.small}`}
                      disabled={sending === "status"}
                    >
                      {sitesCopy.status.confirmSubmit}
                    </button>
                    <Link to="." className={`${styles.button} ${styles.small}`}>
                      {sitesCopy.status.cancel}
                    </Link>
                  </Form>
                ),
              }
            : null
        }
        actions={{
          label: sitesCopy.columns.actions,
          cell: (site) => (
            <Form method="post" className={styles.rowActions}>
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="siteId" value={site.id} />
              {loaderData.statuses
                .filter((status) => status.value !== site.status)
                .map((status) => (
                  <button
                    key={status.value}
                    type="submit"
                    name="status"
                    value={status.value}
                    className={`${status.value === "closed" ? styles.buttonDanger : styles.button} ${styles.small}`}
                    disabled={sending === "status"}
                    aria-label={`${site.name}: ${sitesCopy.status.to[status.value]}`}
                  >
                    {sitesCopy.status.to[status.value]}
                  </button>
                ))}
            </Form>
          ),
        }}
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
          <Link
            key="sending"
            to={href("/admin/sites/:siteId/sending", { siteId: site.id })}
            aria-label={sitesCopy.sendingLink(site.name)}
          >
            {sitesCopy.columns.sending}
          </Link>,
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
    </div>
  );
}
