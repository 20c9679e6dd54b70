// A 10 MB document through the stand-in's Storage: upload and download with
// storage-js as the app does them, timed, while the stand-in's resident memory is sampled from
// /proc every 5 ms. The bytes stream to and from disk, so the peak should stay well under a few
// copies of the file above the idle process.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createConfirmedJobSeeker } from '../support/accounts.ts';
import { signedInClient, startStandIn } from '../support/standin.ts';
import type { Section } from './lib/report.ts';
import { round } from './lib/stats.ts';

const FILE_BYTES = 10_000_000;
const MB = 1024 * 1024;

/** Resident memory of a process in bytes (VmRSS), or 0 when it cannot be read. */
function residentBytes(pid: number): number {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Runs `work` while sampling the process's memory; its time and the highest sample. */
async function sampled<T>(pid: number, work: () => Promise<T>) {
  let peak = residentBytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 5);
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, peak };
  } finally {
    clearInterval(timer);
    peak = Math.max(peak, residentBytes(pid));
  }
}

export async function measureStorage(): Promise<Section> {
  const standIn = await startStandIn();
  try {
    const pid = standIn.pid();
    if (!pid) throw new Error('the stand-in is not running');
    const email = `bench-storage-${randomUUID()}@example.se`;
    const userId = await createConfirmedJobSeeker(standIn, { email, password: 'Hemligt123!' });
    const client = await signedInClient(standIn, email, 'Hemligt123!');
    const bucket = client.storage.from('documents');
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(FILE_BYTES - 9)]);
    const file = new File([bytes], 'stor.pdf', { type: 'application/pdf' });
    // Warm-up: the first request of each kind compiles code paths and opens the data folder.
    await bucket.upload(
      `${userId}/warm`,
      new File([bytes.subarray(0, 1000)], 'w.pdf', { type: 'application/pdf' }),
    );
    await bucket.download(`${userId}/warm`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const idle = residentBytes(pid);

    const upload = await sampled(pid, () => bucket.upload(`${userId}/big`, file));
    if (upload.result.error) throw upload.result.error;
    const download = await sampled(pid, () => bucket.download(`${userId}/big`));
    if (download.result.error) throw download.result.error;
    const received = Buffer.from(await (download.result.data as Blob).arrayBuffer());
    if (!received.equals(bytes)) throw new Error('the downloaded bytes differ from the upload');

    const peak = Math.max(upload.peak, download.peak);
    const growth = peak - idle;
    const rate = (ms: number) => round(FILE_BYTES / MB / (ms / 1000), 1);
    return {
      title: 'Storage: a 10 MB document through the stand-in',
      method: `storage-js 2.119 (supabase-js) upload (multipart, as a File) and download of ${FILE_BYTES.toLocaleString('en')} bytes to the private documents bucket as a signed-in user, stand-in on PGlite on this machine; its resident memory (VmRSS of the stand-in's process, PGlite's worker included) sampled every 5 ms during each call.`,
      figures: [
        { name: 'Upload', value: round(upload.ms, 0), unit: 'ms' },
        { name: 'Upload rate', value: rate(upload.ms), unit: 'MB/s' },
        { name: 'Download', value: round(download.ms, 0), unit: 'ms' },
        { name: 'Download rate', value: rate(download.ms), unit: 'MB/s' },
        { name: 'Stand-in memory when idle', value: round(idle / MB, 1), unit: 'MB' },
        { name: 'Peak during the upload', value: round(upload.peak / MB, 1), unit: 'MB' },
        { name: 'Peak during the download', value: round(download.peak / MB, 1), unit: 'MB' },
        { name: 'Peak above idle', value: round(growth / MB, 1), unit: 'MB' },
      ],
      targets: [
        {
          name: 'The file is not held in memory several times over',
          goal: '≤ 2 × the file (19 MB) above idle',
          actual: `${round(growth / MB, 1)} MB`,
          met: growth <= 2 * FILE_BYTES,
        },
      ],
      notes: [
        'Uploads stream through busboy and an MD5/size counter into a staging file, then move into <data>/storage/<bucket>/<version>; downloads stream from that file (supabase/local/storage/).',
      ],
    };
  } finally {
    await standIn.stop();
  }
}
