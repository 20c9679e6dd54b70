// PostgREST's HTTP surface as postgrest-js uses it, mounted at /rest/v1: /<table> and /rpc/<fn>.
// Each request is one transaction with the caller's role and claims; RLS decides the rest.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, headerMap, readBody, sendBody } from '../body.ts';
import type { StandInConfig, StandInServices } from '../config.ts';
import { DatabaseBusyError, DatabaseUnavailableError } from '../db/index.ts';
import { API_ROLES, type ApiRole, runAsRequest } from '../db/request.ts';
import type { RouteHandler } from '../http.ts';
import { bearerToken, type Claims, verifyJwt } from '../jwt.ts';
import { buildCountSource, buildRead, type Statement, tableOf } from './build.ts';
import { type Catalog, SchemaCache } from './catalog.ts';
import { countModeOf, countTotal } from './count.ts';
import { fromDatabaseError, RestError, restErrors, sendRestError } from './errors.ts';
import { readMaxRows } from './max-rows.ts';
import {
  parseColumnList,
  parsePrefer,
  parseReadQuery,
  parseSelect,
  type ReadQuery,
} from './parse.ts';
import { buildRpc, chooseFunction } from './rpc.ts';
import { buildDelete, buildInsert, buildUpdate } from './writes.ts';

const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';

interface Outcome {
  status: number;
  body?: string;
  headers: Record<string, string>;
}

interface Caller {
  role: ApiRole;
  claims: Claims;
}

/** PostgREST's JWT step: the Bearer token (or the API key) decides the database role. */
async function identify(req: IncomingMessage, secret: string): Promise<Caller> {
  const apiKey = req.headers.apikey;
  const token =
    bearerToken(req.headers.authorization) ?? (Array.isArray(apiKey) ? apiKey[0] : apiKey);
  if (!token) return { role: 'anon', claims: {} };
  const verified = await verifyJwt(token, secret);
  if (!verified.ok) {
    throw verified.reason === 'expired'
      ? restErrors.jwtExpired()
      : restErrors.jwtInvalid(verified.message);
  }
  const role = verified.claims.role ?? 'anon';
  if (!API_ROLES.includes(role as ApiRole)) {
    throw restErrors.jwtInvalid(`role "${String(role)}" is not allowed`);
  }
  return { role: role as ApiRole, claims: verified.claims };
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch (error) {
    throw restErrors.badJson((error as Error).message);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const raw = (await readBody(req)).toString('utf8');
  if (raw.trim() === '') throw restErrors.badJson('The request body is empty');
  return parseJson(raw);
}

/** A `Range: 0-24` header, used when the query string has no limit/offset. */
/** The Range header's rows when no limit/offset was given, then at most db-max-rows, as PostgREST. */
function applyRange(req: IncomingMessage, query: ReadQuery, maxRows: number): void {
  const top = query.levels.get('') ?? { conditions: [], order: [] };
  const match = req.headers.range?.match(/^\s*(\d+)-(\d*)\s*$/);
  if (match && top.limit === undefined && top.offset === undefined) {
    top.offset = Number(match[1]);
    if (match[2]) top.limit = Math.max(0, Number(match[2]) - top.offset + 1);
  }
  top.limit = Math.min(top.limit ?? maxRows, maxRows);
  query.levels.set('', top);
}

function contentRange(offset: number, rows: number, total: number | null): string {
  const range = rows > 0 ? `${offset}-${offset + rows - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** The JSON array text from the database, or its one element for `Accept: …pgrst.object+json`. */
function shapeBody(arrayText: string, rows: number, single: boolean): string {
  if (!single) return arrayText;
  if (rows !== 1) throw restErrors.notSingular(rows);
  return JSON.stringify((JSON.parse(arrayText) as unknown[])[0]);
}

/** Lookups that may fail only because the schema changed since the cache was filled. */
const CATALOG_MISSES = new Set(['PGRST200', 'PGRST202', 'PGRST204', 'PGRST205', '42703']);

export function createRestHandler(config: StandInConfig, services: StandInServices): RouteHandler {
  const { db } = services;
  const cache = new SchemaCache(db);
  const maxRows = readMaxRows(config.projectRoot);

  /** Builds SQL from the cached catalog; a name it does not know triggers one reload first. */
  async function plan<T>(build: (catalog: Catalog) => T): Promise<T> {
    try {
      return build(await cache.get());
    } catch (error) {
      if (!(error instanceof RestError) || !CATALOG_MISSES.has(error.code ?? '')) throw error;
      return build(await cache.refresh());
    }
  }

  async function handle(
    req: IncomingMessage,
    url: URL,
    path: string,
    caller: Caller,
  ): Promise<Outcome> {
    const method = req.method ?? 'GET';
    const profile =
      req.headers[method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile'];
    if (profile && profile !== 'public') {
      throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public');
    }
    const context = {
      role: caller.role,
      claims: caller.claims,
      method,
      path: `/rest/v1${path}`,
      headers: headerMap(req),
    };
    const run = <T>(work: Parameters<typeof runAsRequest<T>>[2]) => runAsRequest(db, context, work);
    const prefer = parsePrefer(context.headers.prefer);
    const single = (req.headers.accept ?? '').includes(OBJECT_MEDIA_TYPE);
    const contentType = single
      ? `${OBJECT_MEDIA_TYPE}; charset=utf-8`
      : 'application/json; charset=utf-8';
    const countMode = countModeOf(prefer);

    const rpc = path.match(/^\/rpc\/([^/]+)$/);
    if (rpc) {
      const name = decodeURIComponent(rpc[1] as string);
      let args: Record<string, unknown>;
      if (method === 'POST') {
        const raw = (await readBody(req)).toString('utf8');
        const parsed = raw.trim() === '' ? {} : parseJson(raw);
        if (!isPlainObject(parsed))
          throw restErrors.badJson('Expected a JSON object of named arguments');
        args = parsed;
      } else if (method === 'GET' || method === 'HEAD') {
        args = Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'apikey'));
      } else {
        throw restErrors.methodNotAllowed(method);
      }
      const { fn, statement } = await plan((catalog) => {
        const fn = chooseFunction(catalog, name, Object.keys(args));
        return { fn, statement: buildRpc(fn, args) };
      });
      const rpcContext = { ...context, method: fn.volatility === 'v' ? 'POST' : 'GET' };
      const result = await runAsRequest(db, rpcContext, (tx) =>
        tx.query<{ body: string; row_count: number }>(statement.sql, statement.params),
      );
      if (fn.returnsVoid) return { status: 204, headers: {} };
      const row = result.rows[0];
      return {
        status: 200,
        body: row?.body ?? 'null',
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      };
    }

    const tableMatch = path.match(/^\/([^/]+)$/);
    if (!tableMatch) throw restErrors.notFound();
    const tableName = decodeURIComponent(tableMatch[1] as string);
    const query = parseReadQuery(url.searchParams);

    if (method === 'GET' || method === 'HEAD') {
      applyRange(req, query, maxRows);
      const { read, count } = await plan((catalog) => {
        const table = tableOf(catalog, tableName);
        return {
          read: buildRead(catalog, table, query),
          count: countMode ? buildCountSource(catalog, table, query) : null,
        };
      });
      const { body, rows, total } = await run(async (tx) => {
        const result = await tx.query<{ body: string; row_count: number }>(read.sql, read.params);
        return {
          body: result.rows[0]?.body ?? '[]',
          rows: result.rows[0]?.row_count ?? 0,
          total: count && countMode ? await countTotal(tx, count, countMode, maxRows) : null,
        };
      });
      const offset = query.levels.get('')?.offset ?? 0;
      if (total !== null && offset > total) throw restErrors.rangeNotSatisfiable(offset, total);
      const status = total !== null && rows < total ? 206 : 200;
      return {
        status,
        body: method === 'HEAD' ? undefined : shapeBody(body, rows, single),
        headers: {
          'Content-Type': contentType,
          'Content-Range': contentRange(offset, rows, total),
        },
      };
    }

    const representation = prefer.get('return') === 'representation';
    const select = representation ? parseSelect(url.searchParams.get('select') ?? '*') : null;
    const top = query.levels.get('') ?? { conditions: [], order: [] };
    let statement: Statement;
    let status: number;

    if (method === 'POST') {
      const payload = await readJson(req);
      const rows = Array.isArray(payload) ? payload : [payload];
      if (!rows.every(isPlainObject))
        throw restErrors.badJson('Expected a JSON object or an array of objects');
      const columnsParam = url.searchParams.get('columns');
      const columns = columnsParam
        ? parseColumnList(columnsParam)
        : [...new Set(rows.flatMap((row) => Object.keys(row)))];
      const resolution = prefer.get('resolution');
      const onConflictParam = url.searchParams.get('on_conflict');
      statement = await plan((catalog) => {
        const table = tableOf(catalog, tableName);
        const upsert = resolution
          ? {
              onConflict: onConflictParam ? parseColumnList(onConflictParam) : table.primaryKey,
              ignoreDuplicates: resolution === 'ignore-duplicates',
            }
          : undefined;
        return buildInsert(catalog, table, {
          rows,
          columns,
          missingDefault: prefer.get('missing') === 'default',
          upsert,
          select,
          levels: query.levels,
        });
      });
      status = 201;
      if (rows.length === 0) return { status, body: select ? '[]' : undefined, headers: {} };
    } else if (method === 'PATCH' || method === 'DELETE') {
      // Supabase runs PostgREST with pg-safeupdate: a whole-table UPDATE/DELETE is refused.
      if (top.conditions.length === 0) {
        const verb = method === 'PATCH' ? 'UPDATE' : 'DELETE';
        throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
      }
      if (method === 'PATCH') {
        const patch = await readJson(req);
        if (!isPlainObject(patch)) throw restErrors.badJson('Expected a JSON object');
        statement = await plan((catalog) =>
          buildUpdate(catalog, tableOf(catalog, tableName), patch, {
            conditions: top.conditions,
            select,
            levels: query.levels,
          }),
        );
      } else {
        statement = await plan((catalog) =>
          buildDelete(catalog, tableOf(catalog, tableName), {
            conditions: top.conditions,
            select,
            levels: query.levels,
          }),
        );
      }
      status = select ? 200 : 204;
    } else {
      throw restErrors.methodNotAllowed(method);
    }

    const { body, rows } = await run(async (tx) => {
      const result = await tx.query<{ body: string; row_count: number }>(
        statement.sql,
        statement.params,
      );
      const written = select ? (result.rows[0]?.row_count ?? 0) : result.rowCount;
      // Throwing inside the transaction rolls the write back, as PostgREST does for singular responses.
      if (single && written !== 1) throw restErrors.notSingular(written);
      return { body: select ? (result.rows[0]?.body ?? '[]') : undefined, rows: written };
    });
    const headers: Record<string, string> = {
      'Content-Range': `*/${countMode ? rows : '*'}`,
    };
    if (body === undefined) return { status: status === 201 ? 201 : 204, headers };
    return {
      status,
      body: shapeBody(body, rows, single),
      headers: { ...headers, 'Content-Type': contentType },
    };
  }

  return async (req: IncomingMessage, res: ServerResponse, ctx) => {
    let role: ApiRole = 'anon';
    try {
      const caller = await identify(req, config.jwtSecret);
      role = caller.role;
      const outcome = await handle(req, ctx.url, ctx.path, caller);
      sendBody(res, outcome.status, outcome.headers, outcome.body);
    } catch (error) {
      if (error instanceof RestError) return sendRestError(res, error);
      if (error instanceof BodyTooLargeError)
        return sendRestError(res, restErrors.bodyTooLarge(error.limit));
      if (error instanceof DatabaseBusyError) return sendRestError(res, restErrors.busy());
      if (error instanceof DatabaseUnavailableError)
        return sendRestError(res, restErrors.unavailable());
      const mapped = fromDatabaseError(error, role);
      if (mapped) return sendRestError(res, mapped);
      console.error('[rest] unexpected error', error);
      sendRestError(res, new RestError(500, null, 'Internal error'));
    }
  };
}
