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
  set_config('search_path', 'public, extensions', true)`;

export function runAsRequest<T>(
  db: Database,
  context: RequestContext,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const readOnly = context.method === 'GET' || context.method === 'HEAD';
  return db.transaction(
    async (tx) => {
      await tx.query(SET_CONTEXT, [
        context.role,
        JSON.stringify({ ...context.claims, role: context.role }),
        context.method,
        context.path,
        JSON.stringify(context.headers),
      ]);
      return work(tx);
    },
    { readOnly },
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
