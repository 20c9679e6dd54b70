// The gate in front of every auth endpoint that may send an e-mail (sign-up, /recover, /resend,
// an e-mail change, /reauthenticate). The hourly e-mail budget ([auth.rate_limit] email_sent) is
// the whole project's: 30 sign-ups with made-up addresses from one client spent it, and nobody
// could sign up or reset a password for the rest of the hour. So each client address
// may make at most a third of the budget's requests an hour (settings.emailRequestsPerAddress),
// counted per request whether or not an e-mail results, and both limits are checked before the
// address is looked up: while limited, a registered and an unknown address get the same 429.
import type { IncomingMessage } from 'node:http';
import { clientKey } from '../body.ts';
import { authErrors } from './errors.ts';
import type { AuthMailer } from './mailer.ts';
import { RateLimiter } from './rate-limit.ts';

const HOUR_MS = 3600_000;

export class EmailRequestGate {
  private readonly perAddress: RateLimiter;

  constructor(
    requestsPerAddress: number,
    private readonly mailer: AuthMailer,
  ) {
    this.perAddress = new RateLimiter(requestsPerAddress, HOUR_MS);
  }

  /** Throws 429 when this client's share or the project's hourly budget is used up. */
  admit(req: IncomingMessage): void {
    if (!this.perAddress.take(clientKey(req))) throw authErrors.rateLimited();
    if (!this.mailer.hasBudget()) throw authErrors.emailRateLimited();
  }
}
