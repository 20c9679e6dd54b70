// Sliding-window rate limits per client address and signed-in user, kept in
// public.function_rate_limit_hits so they hold across function instances. The check and the
// record are one locked step in the database (public.take_rate_limit), so simultaneous calls
// cannot all see room in the same bucket.
import { addressGroup } from '../_shared/address-group.ts';
import { HttpError } from './http.ts';
import { rateLimits } from './settings.ts';
import { serviceClient } from './supabase.ts';

export const TOO_MANY_REQUESTS = 'För många förfrågningar. Vänta en stund och försök igen.';

export interface RateLimitBucket {
  key: string;
  limit: number;
}

/** Records one call in every bucket, or throws 429 with Retry-After when any bucket is full. */
export async function enforceRateLimit(buckets: RateLimitBucket[]): Promise<void> {
  const { windowSeconds } = rateLimits();
  const { data, error } = await serviceClient().rpc('take_rate_limit', {
    buckets,
    window_seconds: windowSeconds,
  });
  if (error) throw new Error(`rate limit check failed: ${error.message}`);
  const retryAfterSeconds = Number(data);
  if (retryAfterSeconds > 0) {
    throw new HttpError(
      429,
      TOO_MANY_REQUESTS,
      { retryAfterSeconds },
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

/**
 * The buckets of one call to `fn`: the caller's address (an IPv6 one by its /64) and the
 * signed-in user (when there is one). There is no ceiling for all callers together: one actor spread over many addresses
 * would fill it and lock every other visitor out; what a form causes is bounded
 * per address and per account, and e-mails to the provider are queued, not lost.
 */
export function callBuckets(
  fn: string,
  caller: { address: string; userId?: string },
): RateLimitBucket[] {
  const limits = rateLimits();
  return [
    { key: `${fn}:address:${addressGroup(caller.address)}`, limit: limits.perAddress },
    ...(caller.userId ? [{ key: `${fn}:user:${caller.userId}`, limit: limits.perUser }] : []),
  ];
}

/** Forgets calls older than a day (run by the e-mail queue's worker). */
export async function pruneRateLimitHits(): Promise<void> {
  const before = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
  await serviceClient().from('function_rate_limit_hits').delete().lt('created_at', before);
}
