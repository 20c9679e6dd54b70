// Turns a parsed request into SQL. Identifiers come only from the catalog (quoted), values only
// as bound parameters; JSON is built by Postgres itself, as PostgREST does.
import type { Catalog, ForeignKey, Table } from './catalog.ts';
import { restErrors } from './errors.ts';
import type { Condition, LevelOptions, OrderTerm, ReadQuery, SelectItem } from './parse.ts';

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface Scope {
  table: Table;
  alias: string;
  path: string;
}

interface Relationship {
  target: Table;
  many: boolean;
  /** Pairs of [parent column, target column]. */
  join: [string, string][];
}

const COMPARISONS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  cs: '@>',
  cd: '<@',
  ov: '&&',
};

export function tableOf(catalog: Catalog, name: string): Table {
  const table = catalog.tables.get(name);
  if (!table) throw restErrors.unknownTable(name);
  return table;
}

export function qualified(table: Table): string {
  return `"public".${quoteIdent(table.name)}`;
}

/** Builds the pieces of one statement; one instance per statement (it numbers parameters). */
export class SqlBuilder {
  readonly params = new Params();
  private aliases = 0;
  private readonly usedPaths = new Set<string>(['']);

  constructor(
    private readonly catalog: Catalog,
    private readonly levels: Map<string, LevelOptions> = new Map(),
  ) {}

  nextAlias(): string {
    return `_t${this.aliases++}`;
  }

  level(path: string): LevelOptions {
    return this.levels.get(path) ?? { conditions: [], order: [] };
  }

  column(scope: Scope, name: string): { sql: string; type: string } {
    const column = scope.table.columns.get(name);
    if (!column) throw restErrors.unknownColumn(scope.table.name, name);
    return { sql: `${scope.alias}.${quoteIdent(name)}`, type: column.type };
  }

  condition(scope: Scope, condition: Condition): string {
    if (condition.kind === 'logic') {
      const joiner = condition.op === 'and' ? ' and ' : ' or ';
      const parts = condition.children.map((child) => this.condition(scope, child));
      const body = parts.length
        ? `(${parts.join(joiner)})`
        : condition.op === 'and'
          ? 'true'
          : 'false';
      return condition.negate ? `not ${body}` : body;
    }
    const column = this.column(scope, condition.column);
    const value = condition.value;
    let sql: string;
    if (condition.op === 'in') {
      const list = value as string[];
      sql = list.length
        ? `${column.sql} in (${list.map((v) => `${this.params.add(v)}::${column.type}`).join(', ')})`
        : 'false';
    } else if (condition.op === 'is') {
      const keyword = (value as string).toLowerCase();
      sql = `${column.sql} is ${keyword === 'not_null' ? 'not null' : keyword}`;
    } else if (condition.op === 'like' || condition.op === 'ilike') {
      const pattern = (value as string).replace(/\*/g, '%');
      sql = `${column.sql}::text ${condition.op} ${this.params.add(pattern)}`;
    } else if (condition.op === 'match' || condition.op === 'imatch') {
      const operator = condition.op === 'match' ? '~' : '~*';
      sql = `${column.sql}::text ${operator} ${this.params.add(value)}`;
    } else {
      sql = `${column.sql} ${COMPARISONS[condition.op]} ${this.params.add(value)}::${column.type}`;
    }
    return condition.negate ? `not (${sql})` : sql;
  }

  where(scope: Scope, extra: string[] = []): string {
    const parts = [
      ...extra,
      ...this.level(scope.path).conditions.map((c) => this.condition(scope, c)),
    ];
    return parts.length ? ` where ${parts.join(' and ')}` : '';
  }

  orderBy(scope: Scope, terms: OrderTerm[]): string {
    if (!terms.length) return '';
    const parts = terms.map((term) => {
      const direction = term.descending ? ' desc' : ' asc';
      const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
      return `${this.column(scope, term.column).sql}${direction}${nulls}`;
    });
    return ` order by ${parts.join(', ')}`;
  }

  paging(options: LevelOptions): string {
    const limit =
      options.limit === undefined ? '' : ` limit ${this.params.add(options.limit)}::bigint`;
    const offset = options.offset ? ` offset ${this.params.add(options.offset)}::bigint` : '';
    return limit + offset;
  }

  selectList(scope: Scope, items: SelectItem[]): string {
    const parts = items.map((item) => {
      if (item.kind === 'star') return `${scope.alias}.*`;
      if (item.kind === 'column') {
        return `${this.column(scope, item.name).sql} as ${quoteIdent(item.alias ?? item.name)}`;
      }
      return this.embed(scope, item);
    });
    return parts.join(', ');
  }

  /** `!inner` embeds filter the parent rows: those without a match are left out. */
  innerJoins(scope: Scope, items: SelectItem[]): string[] {
    const conditions: string[] = [];
    for (const item of items) {
      if (item.kind !== 'embed' || !item.inner) continue;
      const relation = this.relationship(scope.table, item.relation, item.hints);
      const child: Scope = {
        table: relation.target,
        alias: this.nextAlias(),
        path: childPath(scope.path, item),
      };
      const where = this.where(child, joinConditions(scope, child, relation));
      conditions.push(`exists (select 1 from ${qualified(child.table)} ${child.alias}${where})`);
    }
    return conditions;
  }

  private embed(parent: Scope, item: Extract<SelectItem, { kind: 'embed' }>): string {
    const relation = this.relationship(parent.table, item.relation, item.hints);
    const scope: Scope = {
      table: relation.target,
      alias: this.nextAlias(),
      path: childPath(parent.path, item),
    };
    this.usedPaths.add(scope.path);
    const options = this.level(scope.path);
    const columns = this.selectList(scope, item.items);
    const where = this.where(scope, [
      ...joinConditions(parent, scope, relation),
      ...this.innerJoins(scope, item.items),
    ]);
    const rows = this.nextAlias();
    const name = quoteIdent(item.alias ?? item.relation);
    const from = `select ${columns} from ${qualified(scope.table)} ${scope.alias}${where}`;
    if (!relation.many)
      return `(select row_to_json(${rows}) from (${from} limit 1) ${rows}) as ${name}`;
    const tail = this.orderBy(scope, options.order) + this.paging(options);
    return `(select coalesce(json_agg(${rows}), '[]') from (${from}${tail}) ${rows}) as ${name}`;
  }

  /** Finds the foreign key behind an embed, as PostgREST does (by table, column or constraint name). */
  relationship(from: Table, name: string, hints: string[]): Relationship {
    const matchesHints = (fk: ForeignKey) =>
      hints.every(
        (hint) => fk.name === hint || fk.columns.includes(hint) || fk.refColumns.includes(hint),
      );
    const candidates: Relationship[] = [];
    for (const fk of this.catalog.foreignKeys) {
      if (!matchesHints(fk)) continue;
      const byColumn = fk.columns.length === 1 && fk.columns[0] === name;
      if (fk.table === from.name && (fk.refTable === name || fk.name === name || byColumn)) {
        const target = tableOf(this.catalog, fk.refTable);
        candidates.push({ target, many: false, join: zip(fk.columns, fk.refColumns) });
      }
      if (fk.refTable === from.name && (fk.table === name || fk.name === name)) {
        const target = tableOf(this.catalog, fk.table);
        const unique = target.uniqueKeys.some((key) => sameSet(key, fk.columns));
        candidates.push({ target, many: !unique, join: zip(fk.refColumns, fk.columns) });
      }
    }
    if (candidates.length === 0) throw restErrors.noRelationship(from.name, name);
    if (candidates.length > 1) throw restErrors.ambiguousRelationship(from.name, name);
    return candidates[0] as Relationship;
  }

  /** Filters or order given for an embed that the select does not contain are an error, as in PostgREST. */
  checkLevels(): void {
    for (const path of this.levels.keys()) {
      if (!this.usedPaths.has(path)) {
        throw restErrors.badQuery(`'${path}' is not an embedded resource in this request`);
      }
    }
  }
}

function childPath(parentPath: string, item: Extract<SelectItem, { kind: 'embed' }>): string {
  const key = item.alias ?? item.relation;
  return parentPath ? `${parentPath}.${key}` : key;
}

function joinConditions(parent: Scope, child: Scope, relation: Relationship): string[] {
  return relation.join.map(
    ([parentColumn, childColumn]) =>
      `${child.alias}.${quoteIdent(childColumn)} = ${parent.alias}.${quoteIdent(parentColumn)}`,
  );
}

function zip(a: string[], b: string[]): [string, string][] {
  return a.map((value, i) => [value, b[i] as string]);
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((value) => b.includes(value));
}

export interface Statement {
  sql: string;
  params: unknown[];
}

/** GET: the rows as one JSON array text, plus how many there are. */
export function buildRead(catalog: Catalog, table: Table, query: ReadQuery): Statement {
  const builder = new SqlBuilder(catalog, query.levels);
  const scope: Scope = { table, alias: builder.nextAlias(), path: '' };
  const top = builder.level('');
  const where = builder.where(scope, builder.innerJoins(scope, query.select));
  const columns = builder.selectList(scope, query.select);
  const tail = builder.orderBy(scope, top.order) + builder.paging(top);
  builder.checkLevels();
  return {
    sql: `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as row_count
      from (select ${columns} from ${qualified(table)} ${scope.alias}${where}${tail}) _r`,
    params: builder.params.values,
  };
}

/** What `Prefer: count=…` counts: the request's rows without limit and offset (PostgREST's
 * countQuery, `select 1 from … where …`). count.ts turns it into an exact, limited or planned count. */
export function buildCountSource(catalog: Catalog, table: Table, query: ReadQuery): Statement {
  const builder = new SqlBuilder(catalog, query.levels);
  const scope: Scope = { table, alias: builder.nextAlias(), path: '' };
  const where = builder.where(scope, builder.innerJoins(scope, query.select));
  return {
    sql: `select 1 from ${qualified(table)} ${scope.alias}${where}`,
    params: builder.params.values,
  };
}
