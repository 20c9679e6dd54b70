// The floor of a first-card timing on this host: a page with nothing but one card.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A bare page at /jobs on a server of its own: one job card, no stylesheet, no script, no worker.
 * Timed like the app's pages, it shows what the method costs by itself on this host (a new tab,
 * the navigation, Playwright's polling), which no page can go below.
 */
export async function startBarePage(): Promise<{ url: string; close: () => Promise<void> }> {
  const html =
    '<!doctype html><html lang="sv"><title>Lediga jobb</title><main><article aria-labelledby="jobb-1"><h2 id="jobb-1">Jobb</h2></article></main></html>';
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/jobs`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
