// Runs SQL the way PostgREST does: one transaction per request, with the role and the JWT claims
// set transaction-locally, so Postgres row-level security decides what the caller may see and do.
import type { Database, Queryable } from './index.ts';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

export interface RequestContext {
  role: ApiRole;
  claims: Record<string, unknown>;
  method: string;
  path: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
}

const SET_CONTEXT = `select
  set_config('role', $1, true),
  set_config('request.jwt.claims', $2, true),
  set_config('request.method', $3, true),
  set_config('request.path', $4, true),
  set_config('request.headers', $5, true),
  set_config('search_path', 'public, extensions', true),
  set_config('statement_timeout', coalesce($6, current_setting('statement_timeout')), true)`;

/** Each API role's statement_timeout in ms (from `alter role … set statement_timeout`). */
const roleTimeouts = new WeakMap<Database, Partial<Record<ApiRole, number>>>();

const UNIT_MS: Record<string, number> = {
  ms: 1,
  s: 1000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/**
 * Reads the API roles' statement_timeout settings once (hosted Supabase: anon 3 s, authenticated
 * 8 s). `set role` does not apply a role's settings (only a login does), so, as PostgREST does for
 * the role it impersonates, each request sets its role's value transaction-locally.
 */
export async function loadRoleSettings(db: Database): Promise<void> {
  const { rows } = await db.query<{ role: ApiRole; setting: string }>(
    `select r.rolname as role, split_part(c, '=', 2) as setting
     from pg_roles r, unnest(r.rolconfig) c
     where r.rolname = any($1) and c like 'statement_timeout=%'`,
    [API_ROLES],
  );
  const timeouts: Partial<Record<ApiRole, number>> = {};
  for (const { role, setting } of rows) {
    const match = setting.match(/^(\d+)\s*(ms|s|min|h|d)?$/);
    const ms = match ? Number(match[1]) * (UNIT_MS[match[2] ?? 'ms'] ?? 1) : 0;
    if (ms > 0) timeouts[role] = ms;
  }
  roleTimeouts.set(db, timeouts);
}

export function runAsRequest<T>(
  db: Database,
  context: RequestContext,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const readOnly = context.method === 'GET' || context.method === 'HEAD';
  const statementTimeoutMs = roleTimeouts.get(db)?.[context.role];
  return db.transaction(
    async (tx) => {
      await tx.query(SET_CONTEXT, [
        context.role,
        JSON.stringify({ ...context.claims, role: context.role }),
        context.method,
        context.path,
        JSON.stringify(context.headers),
        statementTimeoutMs ? `${statementTimeoutMs}ms` : null,
      ]);
      return work(tx);
    },
    { readOnly, statementTimeoutMs },
  );
}

/** For sub-services (functions, mail) that need to act as the service role, like supabase-js with the service key. */
export function runAsServiceRole<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return runAsRequest(
    db,
    {
      role: 'service_role',
      claims: { role: 'service_role' },
      method: 'POST',
      path: '/',
      headers: {},
    },
    work,
  );
}
