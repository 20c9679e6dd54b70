// What the stand-in checks before any sub-service sees a request:
// - the Host header names the stand-in itself. A page on another site can make a browser send
//   requests to 127.0.0.1 under its own name (DNS rebinding) and read the answers as
//   same-origin; with any Host accepted, /mail/v1/messages handed such a page every auth link.
// - one client address has at most a few requests at a time in Auth and REST, whose every
//   request holds the database: PGlite runs one statement at a time, so five slow filters from
//   one client queued everyone behind them for 24 s. Past the cap the answer is 503 with
//   Retry-After, as a gateway's connection limit answers. A browser opens at most six
//   connections per host, so the app itself never meets the cap. The service role (the
//   functions and the scheduler, server-side) is not capped: its callers are limited already.
import type { IncomingMessage } from 'node:http';
import { clientKey } from './body.ts';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** The host names the stand-in answers to: its own, loopback, and STANDIN_ALLOWED_HOSTS. */
export function allowedHostNames(publicUrl: string, host: string, extra: string[]): Set<string> {
  return new Set([new URL(publicUrl).hostname, host, ...LOOPBACK_NAMES, ...extra]);
}

/** The Host header's name without its port, lower-cased; '' when missing. */
export function hostNameOf(req: IncomingMessage): string {
  const header = req.headers.host ?? '';
  try {
    return new URL(`http://${header}`).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/** Counts requests in progress per client address; null from enter() means over the cap. */
export class ConcurrencyCap {
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly perAddress: number) {}

  enter(req: IncomingMessage): (() => void) | null {
    const address = clientKey(req);
    const current = this.inFlight.get(address) ?? 0;
    if (this.perAddress > 0 && current >= this.perAddress) return null;
    this.inFlight.set(address, current + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.inFlight.get(address) ?? 1) - 1;
      if (left > 0) this.inFlight.set(address, left);
      else this.inFlight.delete(address);
    };
  }
}

/** Whether the request carries the service-role key itself (server-side callers only). */
export function isServiceRoleCall(req: IncomingMessage, serviceRoleKey: string): boolean {
  return req.headers.apikey === serviceRoleKey;
}
