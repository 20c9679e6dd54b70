// SQL for inserts, upserts, updates and deletes, optionally returning their rows like a read.
import { qualified, quoteIdent, type Scope, SqlBuilder, type Statement } from './build.ts';
import type { Catalog, Table } from './catalog.ts';
import { restErrors } from './errors.ts';
import type { Condition, LevelOptions, SelectItem } from './parse.ts';

/** Wraps a write so it returns its rows (shaped by `select`) as one JSON array text. */
function withRepresentation(
  builder: SqlBuilder,
  table: Table,
  write: string,
  select: SelectItem[] | null,
): string {
  if (!select) return write;
  const scope: Scope = { table, alias: builder.nextAlias(), path: '' };
  const columns = builder.selectList(scope, select);
  builder.checkLevels();
  return `with _w as (${write} returning ${returnedColumns(builder, table, select)})
    select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as row_count
    from (select ${columns} from _w ${scope.alias}) _r`;
}

/**
 * Only the columns the representation needs, as PostgREST returns them: `returning *` would need
 * the privilege to read every column, which a table with column grants does not give.
 */
function returnedColumns(builder: SqlBuilder, table: Table, select: SelectItem[]): string {
  const names = new Set<string>();
  for (const item of select) {
    if (item.kind === 'star') return '*';
    if (item.kind === 'column') names.add(item.name);
    else
      for (const [own] of builder.relationship(table, item.relation, item.hints).join)
        names.add(own);
  }
  return names.size ? [...names].map(quoteIdent).join(', ') : '*';
}

/** A payload value read through the table's row type, so Postgres does the type conversion. */
function payloadValue(table: Table, param: string, column: string): string {
  return `(json_populate_record(null::${qualified(table)}, ${param}::json)).${quoteIdent(column)}`;
}

export interface InsertOptions {
  rows: Record<string, unknown>[];
  columns: string[];
  missingDefault: boolean;
  upsert?: { onConflict: string[]; ignoreDuplicates: boolean };
  /** null = return=minimal */
  select: SelectItem[] | null;
  levels: Map<string, LevelOptions>;
}

export function buildInsert(catalog: Catalog, table: Table, options: InsertOptions): Statement {
  const builder = new SqlBuilder(catalog, options.levels);
  for (const column of [...options.columns, ...(options.upsert?.onConflict ?? [])]) {
    if (!table.columns.has(column)) throw restErrors.unknownPayloadColumn(table.name, column);
  }
  const target = `${qualified(table)} as _t`;
  let write: string;
  if (options.columns.length === 0) {
    write = `insert into ${target} default values`;
  } else {
    const values = options.rows.map((row) => {
      const param = builder.params.add(JSON.stringify(row));
      const cells = options.columns.map((column) =>
        options.missingDefault && !(column in row) ? 'default' : payloadValue(table, param, column),
      );
      return `(${cells.join(', ')})`;
    });
    write = `insert into ${target} (${options.columns.map(quoteIdent).join(', ')}) values ${values.join(', ')}`;
  }
  if (options.upsert) {
    const conflict = options.upsert.onConflict.map(quoteIdent).join(', ');
    const updates = options.columns
      .map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`)
      .join(', ');
    write +=
      options.upsert.ignoreDuplicates || !updates
        ? ` on conflict (${conflict}) do nothing`
        : ` on conflict (${conflict}) do update set ${updates}`;
  }
  return {
    sql: withRepresentation(builder, table, write, options.select),
    params: builder.params.values,
  };
}

export interface ChangeOptions {
  conditions: Condition[];
  select: SelectItem[] | null;
  levels: Map<string, LevelOptions>;
}

function filtered(builder: SqlBuilder, table: Table, conditions: Condition[]): string {
  const scope: Scope = { table, alias: '_t', path: '' };
  const parts = conditions.map((condition) => builder.condition(scope, condition));
  return parts.length ? ` where ${parts.join(' and ')}` : '';
}

export function buildUpdate(
  catalog: Catalog,
  table: Table,
  patch: Record<string, unknown>,
  options: ChangeOptions,
): Statement {
  const builder = new SqlBuilder(catalog, withoutTop(options.levels));
  const columns = Object.keys(patch);
  for (const column of columns) {
    if (!table.columns.has(column)) throw restErrors.unknownPayloadColumn(table.name, column);
  }
  const param = builder.params.add(JSON.stringify(patch));
  const sets = columns.map(
    (column) => `${quoteIdent(column)} = ${payloadValue(table, param, column)}`,
  );
  const write = `update ${qualified(table)} as _t set ${sets.join(', ')}${filtered(builder, table, options.conditions)}`;
  return {
    sql: withRepresentation(builder, table, write, options.select),
    params: builder.params.values,
  };
}

export function buildDelete(catalog: Catalog, table: Table, options: ChangeOptions): Statement {
  const builder = new SqlBuilder(catalog, withoutTop(options.levels));
  const write = `delete from ${qualified(table)} as _t${filtered(builder, table, options.conditions)}`;
  return {
    sql: withRepresentation(builder, table, write, options.select),
    params: builder.params.values,
  };
}

/** The top level's filters go into the write's WHERE; embeds keep theirs for the representation. */
function withoutTop(levels: Map<string, LevelOptions>): Map<string, LevelOptions> {
  const rest = new Map(levels);
  rest.delete('');
  return rest;
}
