// Committed data survives a clean restart and a kill -9 of the stand-in in the middle of writes.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type StandIn, startStandIn } from '../support/standin';

let standIn: StandIn;

beforeAll(async () => {
  standIn = await startStandIn();
});

afterAll(async () => {
  await standIn?.stop();
});

const job = (id: string) => ({
  id,
  title: `Hållbarhetstest ${id.slice(0, 8)}`,
  employer_name: 'Region Test',
  location: 'Kiruna',
  description: 'Skrivs under belastning.',
});

async function storedIds(ids: string[]): Promise<Set<string>> {
  const service = clientFor(standIn, standIn.serviceRoleKey);
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 100) {
    const { data, error } = await service
      .from('jobs')
      .select('id')
      .in('id', ids.slice(i, i + 100));
    if (error) throw error;
    for (const row of data ?? []) found.add(row.id);
  }
  return found;
}

describe('durability', () => {
  it('keeps data across a restart', async () => {
    const id = randomUUID();
    const insert = await clientFor(standIn, standIn.serviceRoleKey).from('jobs').insert(job(id));
    expect(insert.status).toBe(201);
    await standIn.restart();
    expect(await storedIds([id])).toEqual(new Set([id]));
  });

  it('loses no acknowledged insert when killed with SIGKILL during a burst', async () => {
    const service = clientFor(standIn, standIn.serviceRoleKey);
    const acknowledged: string[] = [];
    const attempted: string[] = [];
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const id = randomUUID();
        attempted.push(id);
        const { status } = await service.from('jobs').insert(job(id));
        if (status === 201) acknowledged.push(id);
      }
    };
    const writers = Array.from({ length: 4 }, () => writer().catch(() => undefined));
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
    await standIn.kill();
    killed = true;
    await Promise.all(writers);

    await standIn.restart();
    const stored = await storedIds(attempted);
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL connections', () => {
  it('recovers by itself when the server drops every connection of the stand-in', async () => {
    const service = clientFor(standIn, standIn.serviceRoleKey);
    expect((await service.from('jobs').select('id').limit(1)).status).toBe(200);

    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const database = new URL(standIn.databaseUrl ?? '').pathname.slice(1);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [database],
      );
    } finally {
      await admin.end();
    }

    // A request may meet a dropped connection (503, PostgREST's shape); the next one succeeds.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5 && statuses.at(-1) !== 200; attempt++) {
      const { status, error } = await service.from('jobs').select('id').limit(1);
      if (status !== 200) expect(error?.code).toBe('PGRST000');
      statuses.push(status);
    }
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
  });
});
