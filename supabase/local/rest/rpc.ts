// SQL for POST/GET /rpc/<fn>: overload choice by argument names, arguments bound as one JSON value.
import { Params, quoteIdent, type Statement } from './build.ts';
import type { Catalog, DbFunction } from './catalog.ts';
import { restErrors } from './errors.ts';

/** Picks the overload whose named arguments fit the given ones, as PostgREST does. */
export function chooseFunction(catalog: Catalog, name: string, given: string[]): DbFunction {
  const fits = (catalog.functions.get(name) ?? []).filter((fn) => {
    const names = fn.args.map((arg) => arg.name);
    const required = names.slice(0, names.length - fn.defaults);
    return (
      given.every((arg) => names.includes(arg)) && required.every((arg) => given.includes(arg))
    );
  });
  if (fits.length === 0) throw restErrors.unknownFunction(name, given);
  if (fits.length > 1) throw restErrors.ambiguousFunction(name);
  return fits[0] as DbFunction;
}

/** RPC: named arguments are read from one JSON parameter with json_to_record, typed by the catalog. */
export function buildRpc(fn: DbFunction, args: Record<string, unknown>): Statement {
  const params = new Params();
  const given = fn.args.filter((arg) => arg.name in args);
  const call = `"public".${quoteIdent(fn.name)}(${given
    .map((arg) => `${quoteIdent(arg.name)} => _args.${quoteIdent(arg.name)}`)
    .join(', ')})`;
  const from = given.length
    ? `json_to_record(${params.add(JSON.stringify(args))}::json) as _args(${given
        .map((arg) => `${quoteIdent(arg.name)} ${arg.type}`)
        .join(', ')}), lateral ${call} _f`
    : `${call} _f`;
  if (fn.returnsVoid) return { sql: `select 1 from ${from}`, params: params.values };
  const sql = fn.returnsSet
    ? `select coalesce(json_agg(_f), '[]')::text as body, count(*)::int as row_count from ${from}`
    : `select to_json(_f)::text as body, 1 as row_count from ${from}`;
  return { sql, params: params.values };
}
