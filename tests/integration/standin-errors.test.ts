// Bad requests to the stand-in's REST API get a 4xx in Supabase's shape (never a 500) and change
// no data; CORS lets the app's origins in and exposes the headers supabase-js reads.

import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type StandIn, startStandIn } from '../support/standin';

const CLI_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

let standIn: StandIn;
let service: SupabaseClient;

beforeAll(async () => {
  standIn = await startStandIn();
  service = clientFor(standIn, standIn.serviceRoleKey);
});

afterAll(async () => {
  await standIn?.stop();
});

async function jobCount(): Promise<number> {
  const { count, error } = await service.from('jobs').select('*', { count: 'exact', head: true });
  if (error) throw error;
  return count ?? -1;
}

function rest(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const { token, headers, ...rest } = init;
  return fetch(`${standIn.url}/rest/v1${path}`, {
    ...rest,
    headers: {
      apikey: standIn.serviceRoleKey,
      Authorization: `Bearer ${token ?? standIn.serviceRoleKey}`,
      'Content-Type': 'application/json',
      ...headers,
    },
  });
}

function token(claims: Record<string, unknown>, secret = CLI_SECRET): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

async function expectPostgrestError(response: Response, status: number, code: string | null) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(body.code).toBe(code);
  return body;
}

const job = () => ({
  id: randomUUID(),
  title: 'Överläkare',
  employer_name: 'Region Test',
  location: 'Visby',
  description: 'Beskrivning',
});

describe('bad requests', () => {
  it('names an unknown table (404 PGRST205) and an unknown column (400)', async () => {
    const table = await service.from('finns_inte').select('*');
    expect(table.status).toBe(404);
    expect(table.error?.code).toBe('PGRST205');
    const column = await service.from('jobs').select('id, finns_inte');
    expect(column.status).toBe(400);
    expect(column.error?.code).toBe('42703');
    const filter = await service.from('jobs').select('id').eq('finns_inte', 1);
    expect(filter.status).toBe(400);
    const before = await jobCount();
    const payload = await service.from('jobs').insert({ ...job(), finns_inte: 1 });
    expect(payload.status).toBe(400);
    expect(payload.error?.code).toBe('PGRST204');
    expect(await jobCount()).toBe(before);
  });

  it('answers malformed query strings with 400 PGRST100', async () => {
    await expectPostgrestError(await rest('/jobs?title=zz.x'), 400, 'PGRST100');
    await expectPostgrestError(await rest('/jobs?or=(title.eq.a'), 400, 'PGRST100');
    await expectPostgrestError(await rest('/jobs?order=title.sideways'), 400, 'PGRST100');
    await expectPostgrestError(await rest('/jobs?limit=-1'), 400, 'PGRST100');
    await expectPostgrestError(await rest('/jobs?select=id,jobs('), 400, 'PGRST100');
  });

  it('treats values as data, never as SQL', async () => {
    const before = await jobCount();
    const response = await rest(
      `/jobs?title=eq.${encodeURIComponent("x'; delete from public.jobs; --")}`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    const typed = await rest('/jobs?salary_monthly=gt.inte-ett-tal');
    await expectPostgrestError(typed, 400, '22P02');
    expect(await jobCount()).toBe(before);
  });

  it('refuses invalid JSON with 400 PGRST102 and stores nothing', async () => {
    const before = await jobCount();
    const response = await rest('/jobs', { method: 'POST', body: '{"title": "Halv' });
    await expectPostgrestError(response, 400, 'PGRST102');
    expect(await jobCount()).toBe(before);
  });

  it('refuses a body over 1 MB with 413 and stores nothing', async () => {
    const before = await jobCount();
    const body = JSON.stringify({ ...job(), description: 'x'.repeat(1_100_000) });
    const response = await rest('/jobs', { method: 'POST', body });
    expect(response.status).toBe(413);
    expect(await jobCount()).toBe(before);
  });

  it('refuses an expired JWT with 401 PGRST303 and WWW-Authenticate', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await token({ role: 'service_role', iat: now - 7200, exp: now - 3600 });
    const response = await rest('/jobs', {
      method: 'POST',
      body: JSON.stringify(job()),
      token: expired,
    });
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const body = await expectPostgrestError(response, 401, 'PGRST303');
    expect(body.message).toBe('JWT expired');
  });

  it('refuses a JWT signed with another secret (401 PGRST301) and stores nothing', async () => {
    const before = await jobCount();
    const forged = await token(
      { role: 'service_role' },
      'a-different-secret-that-is-32-chars-or-more',
    );
    const response = await rest('/jobs', {
      method: 'POST',
      body: JSON.stringify(job()),
      token: forged,
    });
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    await expectPostgrestError(response, 401, 'PGRST301');
    expect(await jobCount()).toBe(before);
  });

  it('refuses a missing or wrong API key with 401', async () => {
    const none = await fetch(`${standIn.url}/rest/v1/jobs`);
    expect(none.status).toBe(401);
    const wrong = await clientFor(standIn, await token({ role: 'anon' }, 'x'.repeat(40)))
      .from('jobs')
      .select('id');
    expect(wrong.status).toBe(401);
    expect(wrong.data).toBeNull();
  });

  it('refuses UPDATE and DELETE without a filter', async () => {
    const before = await jobCount();
    await expectPostgrestError(await rest('/jobs', { method: 'DELETE' }), 400, '21000');
    expect(await jobCount()).toBe(before);
  });
});

describe('CORS', () => {
  const origin = 'http://127.0.0.1:4173';

  it('answers a preflight from the app origin with the headers supabase-js sends', async () => {
    const response = await fetch(`${standIn.url}/rest/v1/jobs`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, prefer',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of [
      'apikey',
      'authorization',
      'x-client-info',
      'prefer',
      'x-supabase-api-version',
    ]) {
      expect(allowed).toContain(header);
    }
  });

  it('exposes Content-Range and the auth API version to the app', async () => {
    const response = await fetch(`${standIn.url}/rest/v1/jobs?select=id`, {
      headers: { Origin: origin, apikey: standIn.anonKey, Prefer: 'count=exact' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    const exposed = response.headers.get('access-control-expose-headers') ?? '';
    expect(exposed).toContain('Content-Range');
    expect(exposed).toContain('X-Supabase-Api-Version');
    expect(response.headers.get('content-range')).toMatch(/^\d+-\d+\/\d+$/);
  });

  it('does not let other origins read responses', async () => {
    const response = await fetch(`${standIn.url}/rest/v1/jobs?select=id`, {
      headers: { Origin: 'https://evil.example', apikey: standIn.anonKey },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('host names and content types', () => {
  /** A raw request with a Host header of our choosing, as a DNS-rebinding page would send. */
  const withHost = (path: string, host: string) =>
    new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
      const url = new URL(standIn.url);
      request({ host: url.hostname, port: url.port, path, headers: { Host: host } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      })
        .on('error', reject)
        .end();
    });

  it('answers only to its own names: a foreign Host gets 421, also for the mail sink', async () => {
    const port = new URL(standIn.url).port;
    for (const path of ['/mail/v1/messages', '/rest/v1/jobs?select=id', '/health']) {
      expect((await withHost(path, `rebind.evil.example:${port}`)).status).toBe(421);
    }
    expect((await withHost('/health', `localhost:${port}`)).status).toBe(200);
    expect((await withHost('/mail/v1/messages', `127.0.0.1:${port}`)).status).toBe(200);
  });

  it('sends X-Content-Type-Options: nosniff with every answer', async () => {
    const rest = await fetch(`${standIn.url}/rest/v1/jobs?select=id`, {
      headers: { apikey: standIn.anonKey },
    });
    const missing = await fetch(`${standIn.url}/nowhere`);
    for (const response of [rest, missing]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
