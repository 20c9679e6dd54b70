// Importing recorded ads (issue 47): a generic JSON Feed 1.1 of N doctor ads served on
// 127.0.0.1, read by the import-jobs function on a stand-in, timed per 1,000 ads, with the peak
// resident memory of the stand-in's process tree (the Deno functions host included), then a
// second run with nothing changed (every ad read and hashed again, none written).
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { clientFor, startStandIn } from '../support/standin.ts';
import type { Section } from './lib/report.ts';
import { round } from './lib/stats.ts';

const MB = 1024 * 1024;
const SPECIALTIES = ['allmänmedicin', 'psykiatri', 'geriatrik', 'anestesi', 'ortopedi'];
const CITIES = ['Umeå', 'Luleå', 'Falun', 'Kalmar', 'Växjö', 'Gävle'];

/** N doctor ads as a region's JSON Feed would list them. */
function jsonFeed(count: number, base: string): string {
  const items = Array.from({ length: count }, (_, i) => ({
    id: `bench-${i}`,
    url: `${base}/jobb/${i}`,
    title: `Specialistläkare i ${SPECIALTIES[i % SPECIALTIES.length]}, ${CITIES[i % CITIES.length]} ${i}`,
    content_html: `<p>Vi söker en specialistläkare till kliniken i ${CITIES[i % CITIES.length]}.</p><ul><li>Handledning</li><li>Flexibla tider</li></ul><p>Ansök på ${base}/ansok/${i}</p>`,
    date_published: new Date(Date.now() - (i % 20) * 86_400_000).toISOString(),
    authors: [{ name: `Region Bench ${CITIES[i % CITIES.length]}` }],
  }));
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: 'Region Bench',
    items,
  });
}

/** Resident memory of a process and all its descendants (VmRSS), in bytes. */
function treeBytes(pid: number): number {
  let total = 0;
  try {
    const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)?.[1];
    total += Number(kb ?? 0) * 1024;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(' ') : []) total += treeBytes(Number(child));
    }
  } catch {
    // A process that ended meanwhile adds nothing.
  }
  return total;
}

export async function measureImport(count = Number(process.env.BENCH_IMPORT_ADS ?? 5000)) {
  let body = '';
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/feed+json; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  body = jsonFeed(count, base);
  const standIn = await startStandIn({
    env: {
      IMPORT_ALLOW_LOOPBACK: '1',
      IMPORT_MAX_MB: '50',
      IMPORT_TIMEOUT_MS: '60000',
      STANDIN_JOB_IMPORT_INTERVAL_MS: '0',
    },
  });
  try {
    const pid = standIn.pid();
    if (!pid) throw new Error('the stand-in is not running');
    const service = clientFor(standIn, standIn.serviceRoleKey);
    const { error } = await service.from('job_sources').insert({
      name: 'Region Bench',
      kind: 'feed',
      url: `${base}/feed.json`,
      settings: { country: 'SE' },
      enabled: true,
    });
    if (error) throw error;
    const run = async () => {
      let peak = treeBytes(pid);
      const timer = setInterval(() => {
        peak = Math.max(peak, treeBytes(pid));
      }, 20);
      const started = performance.now();
      try {
        const response = await fetch(`${standIn.url}/functions/v1/import-jobs`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${standIn.serviceRoleKey}` },
        });
        const answer = (await response.json()) as {
          sources?: {
            source: string;
            added: number;
            updated: number;
            kept: number;
            errors: { reason: string }[];
          }[];
          error?: string;
        };
        if (!response.ok)
          throw new Error(`import-jobs answered ${response.status}: ${answer.error}`);
        const summary = answer.sources?.find((source) => source.source === 'Region Bench');
        return { ms: performance.now() - started, peak, summary };
      } finally {
        clearInterval(timer);
      }
    };
    const idle = treeBytes(pid);
    const first = await run();
    const second = await run();
    if (first.summary?.added !== count)
      throw new Error(
        `the first run added ${first.summary?.added} of ${count} ads (${first.summary?.errors[0]?.reason})`,
      );
    const perThousand = (ms: number) => round(ms / (count / 1000) / 1000, 2);
    return {
      title: 'Job import: 5,000 recorded ads',
      method: `import-jobs (service role) on a stand-in (${standIn.databaseUrl ? 'PostgreSQL' : 'PGlite'}) reading a JSON Feed 1.1 of ${count.toLocaleString('en')} doctor ads from 127.0.0.1 (HTML descriptions reduced, mapped, hashed, new ones written 200 per insert through PostgREST), then again with nothing changed; resident memory of the stand-in's process tree (Deno functions host included) sampled every 20 ms.`,
      figures: [
        { name: 'First run', value: round(first.ms / 1000, 1), unit: 's' },
        { name: 'First run per 1,000 ads', value: perThousand(first.ms), unit: 's' },
        { name: 'Second run, nothing changed', value: round(second.ms / 1000, 1), unit: 's' },
        { name: 'Second run per 1,000 ads', value: perThousand(second.ms), unit: 's' },
        {
          name: 'Ads written by the second run',
          value: (second.summary?.added ?? 0) + (second.summary?.updated ?? 0),
        },
        { name: 'Stand-in tree memory when idle', value: round(idle / MB, 1), unit: 'MB' },
        {
          name: 'Peak during the runs',
          value: round(Math.max(first.peak, second.peak) / MB, 1),
          unit: 'MB',
        },
      ],
      targets: [],
      notes: [
        "The stand-in's function call limit is 60 s (CALL_TIMEOUT_MS); hosted Supabase's wall clock for an Edge Function is 150 s (free) to 400 s (paid).",
      ],
    } satisfies Section;
  } finally {
    await standIn.stop();
    await new Promise((closed) => server.close(closed));
  }
}
