// A fixture server for the job import: serves the recorded pages under
// tests/fixtures/job-sources in each source's format on 127.0.0.1, with what a test switches
// (a removed ad, a later NAV page, a failing feed, a slow or oversized answer), and logs each
// request so a test can check what the import sent (If-None-Match, updated-after, the token).
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = resolve(fileURLToPath(new URL('../fixtures/job-sources', import.meta.url)));
export const NAV_TOKEN = 'fixture-token';

export interface SourceState {
  /** The JobStream stream's answer: the snapshot's ads again, or the removal. */
  stream: 'jobtech/snapshot.json' | 'jobtech/stream-removed.json';
  /** NAV's last page as it is now. */
  navLastPage: 'nav/feed-page-2.json' | 'nav/feed-page-2-later.json';
  /** The RSS feed answers 500 while true. */
  rssFails: boolean;
}

export interface LoggedRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  status: number;
}

const day = 86_400_000;
const today = () =>
  Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate(), 10);
const stockholm = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** The fixture with its {{kind:±days}} placeholders as dates relative to today. */
function fixture(name: string): string {
  return readFileSync(join(FIXTURES, name), 'utf8').replace(
    /\{\{(date|time|stockholm|rfc822):([+-]?\d+)\}\}/g,
    (_, kind: string, days: string) => {
      const at = new Date(today() + Number(days) * day);
      if (kind === 'date') return at.toISOString().slice(0, 10);
      if (kind === 'time') return at.toISOString();
      if (kind === 'rfc822') return at.toUTCString();
      return stockholm.format(at).replace(' ', 'T');
    },
  );
}

const etagOf = (body: string) => `"${Buffer.from(body).length.toString(16)}-${body.length}"`;

export interface FixtureServer {
  url: string;
  state: SourceState;
  requests: LoggedRequest[];
  /**
   * Back to the sources as first recorded (the stream sends the snapshot's ads, NAV's last page
   * is the first one, the RSS feed answers), with no requests logged.
   */
  reset(): void;
  close(): Promise<void>;
}

const initialState = (): SourceState => ({
  stream: 'jobtech/snapshot.json',
  navLastPage: 'nav/feed-page-2.json',
  rssFails: false,
});

export async function startFixtureServer(): Promise<FixtureServer> {
  const state = initialState();
  const requests: LoggedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, body = '', type = 'application/json', etag?: string) => {
      requests.push({ path: url.pathname, query: url.searchParams, headers: req.headers, status });
      res.writeHead(status, { 'Content-Type': type, ...(etag ? { ETag: etag } : {}) });
      res.end(body);
    };
    /** 304 when the client already has this body's ETag. */
    const conditional = (body: string, type: string) => {
      const etag = etagOf(body);
      if (req.headers['if-none-match'] === etag) send(304, '', type, etag);
      else send(200, body, type, etag);
    };
    const path = url.pathname;
    if (path === '/jobtech/v2/snapshot') return send(200, fixture('jobtech/snapshot.json'));
    if (path === '/jobtech/v2/stream') return send(200, fixture(state.stream));
    if (path.startsWith('/api/v1/')) {
      if (req.headers.authorization !== `Bearer ${NAV_TOKEN}`)
        return send(401, '{"error":"unauthorized"}');
      if (path === '/api/v1/feed')
        return conditional(fixture('nav/feed-page-1.json'), 'application/json');
      if (path === '/api/v1/feed/5b1d7c1e-0000-4000-8000-000000000002') {
        return conditional(fixture(state.navLastPage), 'application/json');
      }
      const entry = path.match(/^\/api\/v1\/feedentry\/([0-9a-f-]{36})$/)?.[1];
      if (entry) return send(200, fixture(`nav/feedentry-${entry}.json`));
    }
    if (path === '/region/rss.xml') {
      if (state.rssFails) return send(500, 'Internal Server Error', 'text/plain');
      return conditional(fixture('feed/rss.xml'), 'application/rss+xml; charset=utf-8');
    }
    if (path === '/region/atom.xml')
      return conditional(fixture('feed/atom.xml'), 'application/atom+xml');
    if (path === '/region/feed.json')
      return conditional(fixture('feed/feed.json'), 'application/feed+json');
    if (path === '/jobb/kiruna.html')
      return send(200, fixture('feed/jobposting.html'), 'text/html');
    if (path === '/big.xml')
      return send(
        200,
        `<rss version="2.0"><channel>${' '.repeat(1.5 * 1024 * 1024)}</channel></rss>`,
        'application/rss+xml',
      );
    if (path === '/slow.xml') {
      // Answers after the import's time limit has passed.
      setTimeout(
        () => send(200, '<rss version="2.0"><channel></channel></rss>', 'application/rss+xml'),
        6000,
      );
      return;
    }
    send(404, '{"error":"not found"}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    requests,
    reset() {
      Object.assign(state, initialState());
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
