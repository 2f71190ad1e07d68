import {
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Kysely,
  PostgresDialect,
  PostgresIntrospector,
  type SchemaMetadata,
  type TableMetadata,
  sql,
} from "kysely";

interface ColumnRow {
  table: string;
  schema: string;
  kind: string;
  column: string | null;
  type: string | null;
  type_schema: string | null;
  not_null: boolean | null;
  has_default: boolean | null;
  auto_incrementing: boolean | null;
  comment: string | null;
}

const KYSELY_TABLES = new Set(["kysely_migration", "kysely_migration_lock"]);

/**
 * Kysely's PostgreSQL introspector reads the tables of every schema, calling has_schema_privilege and
 * pg_get_serial_sequence by name for each. When another process drops a schema during that query (the test
 * suites create and drop one per file), the whole query fails with "schema … does not exist", and with it the
 * migrator, which only asks whether its own two tables exist. This one reads the connection's own schema (the
 * first of its search_path), which is the schema migrateToLatest migrates.
 */
export class OwnSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;
  readonly #allSchemas: PostgresIntrospector;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
    this.#allSchemas = new PostgresIntrospector(db);
  }

  getSchemas(): Promise<SchemaMetadata[]> {
    return this.#allSchemas.getSchemas();
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", ns.nspname as "schema", c.relkind as "kind", a.attname as "column",
        t.typname as "type", tns.nspname as "type_schema", a.attnotnull as "not_null", a.atthasdef as "has_default",
        (a.attidentity <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid) like 'nextval(%', false)) as "auto_incrementing",
        col_description(c.oid, a.attnum) as "comment"
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      left join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_catalog.pg_type t on t.oid = a.atttypid
      left join pg_catalog.pg_namespace tns on tns.oid = t.typnamespace
      left join pg_catalog.pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p', 'f')
      order by c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.has(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = {
          name: row.table,
          schema: row.schema,
          isView: row.kind === "v",
          isForeign: row.kind === "f",
          columns: [],
        };
        tables.set(row.table, table);
      }
      if (row.column === null) continue;
      table.columns.push({
        name: row.column,
        dataType: row.type ?? "",
        dataTypeSchema: row.type_schema ?? undefined,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default === true,
        isAutoIncrementing: row.auto_incrementing === true,
        comment: row.comment ?? undefined,
      });
    }
    return [...tables.values()];
  }
}

/** PostgreSQL with the introspector above. */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
