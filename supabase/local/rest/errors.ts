// PostgREST's error body `{code, details, hint, message}` and its SQLSTATE → HTTP status mapping.
import type { ServerResponse } from 'node:http';
import { sendJson } from '../body.ts';
import type { ApiRole } from '../db/request.ts';

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'RestError';
  }
}

export function sendRestError(res: ServerResponse, error: RestError): void {
  sendJson(
    res,
    error.status,
    { code: error.code, details: error.details, hint: error.hint, message: error.message },
    error.headers,
  );
}

export const restErrors = {
  badQuery: (message: string, details: string | null = null) =>
    new RestError(400, 'PGRST100', message, details),
  badJson: (details: string) => new RestError(400, 'PGRST102', 'Empty or invalid json', details),
  unknownTable: (table: string) =>
    new RestError(
      404,
      'PGRST205',
      `Could not find the table 'public.${table}' in the schema cache`,
    ),
  unknownColumn: (table: string, column: string) =>
    new RestError(400, '42703', `column ${table}.${column} does not exist`),
  unknownPayloadColumn: (table: string, column: string) =>
    new RestError(
      400,
      'PGRST204',
      `Could not find the '${column}' column of '${table}' in the schema cache`,
    ),
  noRelationship: (from: string, to: string) =>
    new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${from}' and '${to}' in the schema cache`,
    ),
  ambiguousRelationship: (from: string, to: string) =>
    new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${from}' and '${to}'`,
      null,
      `Try changing '${to}' to one of the relationships, e.g. '${to}!<constraint or column>'`,
    ),
  unknownFunction: (name: string, args: string[]) =>
    new RestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${args.join(', ')}) in the schema cache`,
    ),
  ambiguousFunction: (name: string) =>
    new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function for public.${name}`,
    ),
  notSingular: (rows: number) =>
    new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    ),
  rangeNotSatisfiable: (offset: number, total: number) =>
    new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    ),
  jwtInvalid: (message: string) =>
    new RestError(401, 'PGRST301', message, null, null, {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
    }),
  jwtExpired: () =>
    new RestError(401, 'PGRST303', 'JWT expired', null, null, {
      'WWW-Authenticate': 'Bearer error="invalid_token", error_description="JWT expired"',
    }),
  unavailable: () =>
    new RestError(
      503,
      'PGRST000',
      'Could not connect with the database due to an incorrect db-uri or due to the PostgreSQL service not running.',
    ),
  busy: () =>
    new RestError(504, 'PGRST003', 'Timed out acquiring connection from connection pool.'),
  // Supabase's gateway, not PostgREST, refuses large bodies, so there is no PGRST code.
  bodyTooLarge: (limit: number) =>
    new RestError(413, null, `The request body is larger than ${limit} bytes`),
  notFound: () => new RestError(404, 'PGRST125', 'Invalid path specified in request URL'),
  methodNotAllowed: (method: string) =>
    new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`),
};

interface PgError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

function statusFor(code: string, role: ApiRole): number {
  if (code === '23503' || code === '23505') return 409;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code.startsWith('08')) return 503;
  if (code === '57014') return 500;
  const custom = code.match(/^PT(\d{3})$/);
  if (custom) return Number(custom[1]);
  return 400;
}

/** A database error from a request, in PostgREST's shape. */
export function fromDatabaseError(error: unknown, role: ApiRole): RestError | null {
  const pg = error as PgError;
  if (typeof pg?.code !== 'string' || !/^[0-9A-Z]{5}$/.test(pg.code)) return null;
  return new RestError(
    statusFor(pg.code, role),
    pg.code,
    pg.message ?? 'Database error',
    pg.detail || null,
    pg.hint || null,
  );
}
