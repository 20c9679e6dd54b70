// `Prefer: count=exact|planned|estimated` as PostgREST computes it (Query.hs resultSetWTotal):
// exact counts every row; planned reads the planner's row estimate (EXPLAIN), cheap but only as
// good as the table statistics; estimated counts exactly up to db-max-rows and past it answers
// max(rows counted, planned), so small results stay exact and large ones cost one EXPLAIN.
import type { Queryable } from '../db/index.ts';
import type { Statement } from './build.ts';

export type CountMode = 'exact' | 'planned' | 'estimated';

/** The count preference; PostgREST ignores a value it does not know (lenient handling). */
export function countModeOf(prefer: Map<string, string>): CountMode | null {
  const value = prefer.get('count');
  return value === 'exact' || value === 'planned' || value === 'estimated' ? value : null;
}

async function countRows(tx: Queryable, source: Statement, limit?: number): Promise<number> {
  const limited = limit === undefined ? source.sql : `${source.sql} limit ${limit}`;
  const { rows } = await tx.query<{ count: number }>(
    `select count(*)::bigint as count from (${limited}) _c`,
    source.params,
  );
  return Number(rows[0]?.count ?? 0);
}

/** The "Plan Rows" of the count query's top plan node, as PostgREST's preparePlanRows reads it. */
async function plannedRows(tx: Queryable, source: Statement): Promise<number> {
  const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(
    `explain (format json) ${source.sql}`,
    source.params,
  );
  const raw = rows[0]?.['QUERY PLAN'];
  // node-postgres parses the json column; PGlite may hand back its text.
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return Math.round(plan[0].Plan['Plan Rows']);
}

export async function countTotal(
  tx: Queryable,
  source: Statement,
  mode: CountMode,
  /** db-max-rows (see max-rows.ts). */
  maxRows: number,
): Promise<number> {
  if (mode === 'exact') return countRows(tx, source);
  if (mode === 'planned') return plannedRows(tx, source);
  // LIMIT max rows + 1 shows whether the threshold was passed without counting everything.
  const counted = await countRows(tx, source, maxRows + 1);
  return counted > maxRows ? Math.max(counted, await plannedRows(tx, source)) : counted;
}
