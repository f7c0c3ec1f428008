import {
  AliasNode,
  BinaryOperationNode,
  ColumnNode,
  type DeleteQueryNode,
  IdentifierNode,
  InsertQueryNode,
  JoinNode,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  OperationNodeTransformer,
  OperatorNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PrimitiveValueListNode,
  type QueryId,
  QueryNode,
  type QueryResult,
  ReferenceNode,
  type RootOperationNode,
  type SelectQueryNode,
  TableNode,
  type Transaction,
  type UnknownRow,
  type UpdateQueryNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
} from "kysely";
import type { Database } from "#app/db/schema.ts";
import { getEnv } from "#app/lib/env.server.ts";

/**
 * The tables whose every row belongs to one complex. A handle scoped to a complex (`siteScoped`)
 * reads, changes and deletes only that complex's rows of them and writes its id into every row it
 * inserts, whatever the query says: a forgotten filter cannot reach another complex. Requests get
 * such a handle from the server (the host's complex); jobs that work across complexes take the
 * process's handle on purpose.
 */
export const SITE_TABLES = [
  "leads",
  "bookings",
  "booking_slots",
  "booking_waitlist",
  "marketing_consent_events",
  "marketing_consent_numbers",
  "campaigns",
  "campaign_recipients",
  "page_views_daily",
  "site_staff",
  "content_documents",
  "content_document_revisions",
  "messages",
  "staff_duty",
  "assignment_state",
  "press",
  "notices",
  "uploaded_file_sites",
] as const;
export type SiteTable = (typeof SITE_TABLES)[number];

const SCOPED: ReadonlySet<string> = new Set(SITE_TABLES);
const SITE_COLUMN = "site_id";

/** Which scoped table a FROM, JOIN, UPDATE or DELETE item names, and the name its columns go by. */
function scopedTable(node: OperationNode): { reference: string } | null {
  if (TableNode.is(node)) {
    const name = node.table.identifier.name;
    return SCOPED.has(name) ? { reference: name } : null;
  }
  if (AliasNode.is(node) && TableNode.is(node.node) && IdentifierNode.is(node.alias)) {
    return SCOPED.has(node.node.table.identifier.name) ? { reference: node.alias.name } : null;
  }
  return null;
}

class SiteScopeTransformer extends OperationNodeTransformer {
  readonly #siteId: string;

  constructor(siteId: string) {
    super();
    this.#siteId = siteId;
  }

  #sameSite(reference: string): OperationNode {
    return BinaryOperationNode.create(
      ReferenceNode.create(ColumnNode.create(SITE_COLUMN), TableNode.create(reference)),
      OperatorNode.create("="),
      ValueNode.create(this.#siteId),
    );
  }

  /** The query with `site_id = complex` for each scoped table it names: in its where, or in a join's `on`. */
  #scoped<T extends SelectQueryNode | UpdateQueryNode | DeleteQueryNode>(node: T, tables: readonly OperationNode[]): T {
    let scoped = node;
    for (const item of tables) {
      const table = scopedTable(item);
      if (table) scoped = QueryNode.cloneWithWhere(scoped, this.#sameSite(table.reference));
    }
    if (!scoped.joins) return scoped;
    const joins = scoped.joins.map((join) => {
      const table = scopedTable(join.table);
      return table ? JoinNode.cloneWithOn(join, this.#sameSite(table.reference)) : join;
    });
    return { ...scoped, joins };
  }

  protected override transformSelectQuery(node: SelectQueryNode, queryId?: QueryId): SelectQueryNode {
    const transformed = super.transformSelectQuery(node, queryId);
    return this.#scoped(transformed, transformed.from?.froms ?? []);
  }

  protected override transformUpdateQuery(node: UpdateQueryNode, queryId?: QueryId): UpdateQueryNode {
    const transformed = super.transformUpdateQuery(node, queryId);
    const tables = transformed.table ? [transformed.table] : [];
    // An update never moves a row to another complex.
    if (
      tables.some((table) => scopedTable(table)) &&
      transformed.updates?.some((update) => ColumnNode.is(update.column) && update.column.column.name === SITE_COLUMN)
    )
      throw new Error(`site scope: an update of ${SITE_COLUMN} is refused`);
    return this.#scoped(transformed, tables);
  }

  protected override transformDeleteQuery(node: DeleteQueryNode, queryId?: QueryId): DeleteQueryNode {
    const transformed = super.transformDeleteQuery(node, queryId);
    return this.#scoped(transformed, transformed.from.froms);
  }

  protected override transformInsertQuery(node: InsertQueryNode, queryId?: QueryId): InsertQueryNode {
    const scoped = super.transformInsertQuery(node, queryId);
    if (!scoped.into || !SCOPED.has(scoped.into.table.identifier.name)) return scoped;
    const columns = scoped.columns ?? [];
    if (!scoped.values || !ValuesNode.is(scoped.values))
      throw new Error("site scope: only inserts of values are scoped (no insert … select)");
    const at = columns.findIndex((column) => column.column.name === SITE_COLUMN);
    const rows = scoped.values.values.map((row) => {
      if (PrimitiveValueListNode.is(row)) {
        const values = [...row.values];
        if (at === -1) values.push(this.#siteId);
        else values[at] = this.#siteId;
        return PrimitiveValueListNode.create(values);
      }
      if (ValueListNode.is(row)) {
        const values = [...row.values];
        if (at === -1) values.push(ValueNode.create(this.#siteId));
        else values[at] = ValueNode.create(this.#siteId);
        return ValueListNode.create(values);
      }
      throw new Error("site scope: an insert row of an unknown shape");
    });
    return InsertQueryNode.cloneWith(scoped, {
      columns: at === -1 ? [...columns, ColumnNode.create(SITE_COLUMN)] : columns,
      values: ValuesNode.create(rows),
    });
  }
}

/** The plugin behind a scoped handle; `siteId` tells which complex a handle (or its transaction) is scoped to. */
export class SiteScope implements KyselyPlugin {
  readonly siteId: string;
  readonly #transformer: SiteScopeTransformer;

  constructor(siteId: string) {
    this.siteId = siteId;
    this.#transformer = new SiteScopeTransformer(siteId);
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(node, queryId);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/** The handle a request of complex `siteId` works with: its rows of `SITE_TABLES` only. */
export function siteScoped<T extends Kysely<Database>>(db: T, siteId: string): T {
  const current = scopeOf(db);
  if (current === siteId) return db;
  if (current !== null) throw new Error("site scope: a handle scoped to one complex cannot be scoped to another");
  // One scoped handle per process handle and complex, made once: requests share it.
  const byComplex = scopedHandles.get(db) ?? new Map<string, Kysely<Database>>();
  scopedHandles.set(db, byComplex);
  const scoped = byComplex.get(siteId) ?? db.withPlugin(new SiteScope(siteId));
  byComplex.set(siteId, scoped);
  processHandles.set(scoped, db);
  return scoped as T;
}

/**
 * The complex a handle works for: a request's scoped handle says (its host's complex, whatever a caller
 * names); the process's handle takes the complex named (a job's), else the first complex.
 */
export function complexOf(db: Kysely<Database> | Transaction<Database>, named?: string): string {
  return scopeOf(db) ?? named ?? getEnv().DEFAULT_SITE_ID;
}

/**
 * The handle narrowed to one complex: `siteId`, else its own (the process's handle: the first
 * complex's). A handle scoped to another complex than the one named is refused (it throws).
 */
export function ownComplex<T extends Kysely<Database>>(db: T, siteId?: string): T {
  return siteScoped(db, siteId ?? complexOf(db));
}

/**
 * The process's handle a scoped handle was made from (the handle itself when it is not scoped): the
 * admin's middleware re-scopes a request to the complex the staff member works on.
 */
export function unscopedOf(db: Kysely<Database>): Kysely<Database> {
  return processHandles.get(db) ?? db;
}

const processHandles = new WeakMap<Kysely<Database>, Kysely<Database>>();

/**
 * The handle of complex `siteId` made from any handle (a scoped one's process handle first): for
 * the code that works on a complex by its id on purpose (the owner's pages of each complex, jobs).
 */
export function complexHandle(db: Kysely<Database>, siteId: string): Kysely<Database> {
  return siteScoped(unscopedOf(db), siteId);
}

const scopedHandles = new WeakMap<Kysely<Database>, Map<string, Kysely<Database>>>();

/** The complex a handle or transaction is scoped to; null for the process's handle (jobs across complexes). */
export function scopeOf(db: Kysely<Database> | Transaction<Database>): string | null {
  const plugin = db.getExecutor().plugins.find((one): one is SiteScope => one instanceof SiteScope);
  return plugin?.siteId ?? null;
}
