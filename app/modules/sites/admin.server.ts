import { data } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { postedText } from "#app/lib/posted-text.ts";
import { chosenComplexCookie } from "#app/platform/access/complexes.server.ts";
import { ADMIN_HEADERS } from "#app/platform/access/session.server.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import { SITE_STATUS_LABELS, SITE_STATUSES } from "#app/platform/sites/site.ts";
import {
  addHost,
  addSite,
  defaultSite,
  listSites,
  SiteInputError,
  setSiteStatus,
} from "#app/platform/sites/sites.server.ts";
import { sitesCopy } from "./admin-copy.ts";

export type SitesIntent = "add" | "host" | "status";
type SiteFormField = "id" | "name" | "builder" | "host" | "status";

/** 단지 관리: every complex with its hosts, and the choices of the forms. */
export async function sitesPage({ db }: Staff) {
  const first = defaultSite().id;
  const sites = await listSites(db);
  return {
    sites: sites.map((site) => ({
      id: site.id,
      name: site.name,
      builder: site.builder,
      status: site.status,
      statusLabel: SITE_STATUS_LABELS[site.status],
      isDefault: site.id === first,
      hosts: site.hosts,
      created: formatKoreanDateTime(site.createdAt),
    })),
    statuses: SITE_STATUSES.map((status) => ({ value: status, label: SITE_STATUS_LABELS[status] })),
  };
}

function refused(intent: SitesIntent, message: string, values: Record<string, string>, field?: SiteFormField) {
  return data({ ok: false as const, intent, message, field, values }, { status: 400, headers: ADMIN_HEADERS });
}

/** Adds a complex, a host, or changes a complex's status; each audit-logged in its transaction. */
export async function sitesAction({ db, audit }: Staff, request: Request) {
  const form = await readFormData(request);
  const intent = form.get("intent");
  const values = {
    id: postedText(form, "id", 60),
    name: postedText(form, "name", 120),
    builder: postedText(form, "builder", 120),
    host: postedText(form, "host", 260),
    siteId: postedText(form, "siteId", 60),
    status: postedText(form, "status", 20),
  };
  if (intent !== "add" && intent !== "host" && intent !== "status") {
    return refused("add", sitesCopy.badRequest, values);
  }
  const names = new Map((await listSites(db)).map((site) => [site.id, site.name]));
  // Closing turns every public page of the complex into the closing notice: asked once more.
  if (intent === "status" && values.status === "closed" && form.get("confirm") !== "1" && names.has(values.siteId)) {
    const name = names.get(values.siteId) ?? values.siteId;
    return data(
      {
        ok: false as const,
        intent,
        message: sitesCopy.status.confirm(name),
        field: undefined,
        confirm: values.siteId,
        values,
      },
      { headers: ADMIN_HEADERS },
    );
  }
  try {
    if (intent === "add") {
      const site = await addSite(
        db,
        { id: values.id, name: values.name, builder: values.builder, host: values.host },
        { also: (trx) => recordAudit(trx, { ...audit, action: "site.create", target: values.id }) },
      );
      return data(
        { ok: true as const, intent, message: sitesCopy.add.done(site.name, site.host) },
        { headers: ADMIN_HEADERS },
      );
    }
    if (intent === "host") {
      const host = await addHost(db, values.siteId, values.host, {
        also: (trx) => recordAudit(trx, { ...audit, action: "site.host.add", target: values.siteId }),
      });
      const name = names.get(values.siteId) ?? values.siteId;
      return data({ ok: true as const, intent, message: sitesCopy.host.done(host, name) }, { headers: ADMIN_HEADERS });
    }
    const status = await setSiteStatus(db, values.siteId, values.status, {
      also: (trx) =>
        recordAudit(trx, { ...audit, action: "site.status", target: values.siteId, detail: { status: values.status } }),
    });
    const name = names.get(values.siteId) ?? values.siteId;
    return data(
      { ok: true as const, intent, message: sitesCopy.status.done(name, SITE_STATUS_LABELS[status]) },
      { headers: ADMIN_HEADERS },
    );
  } catch (error) {
    if (error instanceof SiteInputError) {
      const field = error.field === "id" && intent !== "add" ? undefined : error.field;
      return refused(intent, error.message, values, field);
    }
    throw error;
  }
}

/**
 * The top bar's choice of complex: only one the person is a member of (an owner: any). The cookie
 * keeps it for the admin's paths; the switch is recorded under the complex switched to.
 */
export async function switchComplex(
  { db, audit, complexes, site }: Staff,
  request: Request,
): Promise<{ ok: true; cookie: string } | { ok: false; status: number; message: string }> {
  const form = await readFormData(request);
  const wanted = postedText(form, "siteId", 60);
  const target = complexes.find((one) => one.id === wanted);
  if (!target) {
    await recordAudit(db, { ...audit, action: "site.denied", target: wanted.slice(0, 40) || null });
    return { ok: false, status: 404, message: sitesCopy.switch.notMember };
  }
  await recordAudit(db, {
    ...audit,
    action: "site.switch",
    target: target.id,
    siteId: target.id,
    detail: { fromSite: site.id },
  });
  return { ok: true, cookie: chosenComplexCookie(request, target.id) };
}
