// Fixed-window rate limits per client address or user, counted in public.function_rate_limit_hits
// so they hold across function instances.
import { HttpError } from './http.ts';
import { rateLimits } from './settings.ts';
import { serviceClient } from './supabase.ts';

export const TOO_MANY_REQUESTS = 'För många förfrågningar. Vänta en stund och försök igen.';

/** Records one call for each bucket, or throws 429 when any bucket is full. */
export async function enforceRateLimit(buckets: { key: string; limit: number }[]): Promise<void> {
  const { windowSeconds } = rateLimits();
  const since = new Date(Date.now() - windowSeconds * 1000).toISOString();
  const db = serviceClient();
  for (const { key, limit } of buckets) {
    const { count, error } = await db
      .from('function_rate_limit_hits')
      .select('id', { count: 'exact', head: true })
      .eq('bucket', key)
      .gt('created_at', since);
    if (error) throw new Error(`rate limit count failed: ${error.message}`);
    if ((count ?? 0) >= limit) {
      throw new HttpError(429, TOO_MANY_REQUESTS, { retryAfterSeconds: windowSeconds });
    }
  }
  const { error } = await db
    .from('function_rate_limit_hits')
    .insert(buckets.map(({ key }) => ({ bucket: key })));
  if (error) throw new Error(`rate limit insert failed: ${error.message}`);
}

/** Forgets calls older than a day (run by the e-mail queue). */
export async function pruneRateLimitHits(): Promise<void> {
  const before = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
  await serviceClient().from('function_rate_limit_hits').delete().lt('created_at', before);
}
