// The schema cache: tables, columns, foreign keys and functions of schema public, read from the
// Postgres catalog. Every identifier in a request is checked against it before it reaches SQL.
import type { Database } from '../db/index.ts';

export interface Column {
  name: string;
  /** Type name usable in a cast, e.g. `uuid`, `text[]`, `job_status`. */
  type: string;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface Table {
  name: string;
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Column sets with a unique index (primary key included). */
  uniqueKeys: string[][];
}

export interface DbFunction {
  name: string;
  args: Column[];
  /** How many trailing arguments have defaults. */
  defaults: number;
  returnsSet: boolean;
  returnsVoid: boolean;
  /** 'i'mmutable, 's'table or 'v'olatile */
  volatility: string;
}

export interface Catalog {
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: Map<string, DbFunction[]>;
}

const TABLES_SQL = `
select c.relname as name,
  coalesce((select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, null))
      order by a.attnum)
    from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
  coalesce((select json_agg(json_build_object('primary', i.indisprimary, 'columns',
      (select json_agg(a.attname order by k.ord)
       from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum)))
    from pg_index i where i.indrelid = c.oid and i.indisunique and i.indpred is null), '[]') as keys
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')`;

const FOREIGN_KEYS_SQL = `
select con.conname as name, cl.relname as "table", ref.relname as "refTable",
  (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
   join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
  (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
   join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as "refColumns"
from pg_constraint con
join pg_class cl on cl.oid = con.conrelid join pg_namespace n on n.oid = cl.relnamespace
join pg_class ref on ref.oid = con.confrelid join pg_namespace rn on rn.oid = ref.relnamespace
where con.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
order by con.conname`;

const FUNCTIONS_SQL = `
select p.proname as name, p.proretset as "returnsSet", p.prorettype = 'void'::regtype as "returnsVoid",
  p.provolatile::text as volatility, p.pronargdefaults as defaults,
  coalesce((select json_agg(json_build_object('name', a.name, 'type', format_type(a.type, null))
      order by a.ord)
    from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]),
                coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs::int])),
                p.proargnames) with ordinality a(type, mode, name, ord)
    where a.mode in ('i', 'b', 'v')), '[]') as args
from pg_proc p join pg_namespace n on n.oid = p.pronamespace
where n.nspname = 'public' and p.prokind = 'f'`;

interface TableRow {
  name: string;
  columns: Column[];
  keys: { primary: boolean; columns: string[] }[];
}

export async function loadCatalog(db: Database): Promise<Catalog> {
  const [tables, foreignKeys, functions] = await Promise.all([
    db.query<TableRow>(TABLES_SQL),
    db.query<ForeignKey>(FOREIGN_KEYS_SQL),
    db.query<DbFunction>(FUNCTIONS_SQL),
  ]);
  const catalog: Catalog = {
    tables: new Map(),
    foreignKeys: foreignKeys.rows,
    functions: new Map(),
  };
  for (const row of tables.rows) {
    catalog.tables.set(row.name, {
      name: row.name,
      columns: new Map(row.columns.map((column) => [column.name, column])),
      primaryKey: row.keys.find((key) => key.primary)?.columns ?? [],
      uniqueKeys: row.keys.map((key) => key.columns),
    });
  }
  for (const fn of functions.rows) {
    const overloads = catalog.functions.get(fn.name) ?? [];
    overloads.push(fn);
    catalog.functions.set(fn.name, overloads);
  }
  return catalog;
}

/** Caches the catalog; `refresh` reloads it (after migrations, or when a name is not found). */
export class SchemaCache {
  private current: Promise<Catalog> | null = null;

  constructor(private readonly db: Database) {}

  get(): Promise<Catalog> {
    if (!this.current) {
      this.current = loadCatalog(this.db).catch((error) => {
        this.current = null;
        throw error;
      });
    }
    return this.current;
  }

  refresh(): Promise<Catalog> {
    this.current = null;
    return this.get();
  }
}
