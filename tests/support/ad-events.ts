// Sending batches to count-ad-events the way a page does (sendBeacon: text/plain, no apikey, no
// Authorization) from a chosen loopback address, and reading what was counted.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types';
import { fetchFrom } from './client-address';
import type { StandIn } from './standin';

/** A real browser's user agent: robots and headless browsers are not counted. */
export const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

export type AdEventAnswer = {
  status: number;
  body: { counted?: boolean; reason?: string; error?: string };
};

/** A sender from `address` (127.x.y.z: each address is another visitor to the stand-in). */
export function senderFrom(standIn: Pick<StandIn, 'url'>, address: string) {
  const post = fetchFrom(address);
  return async (batch: unknown, headers: Record<string, string> = {}): Promise<AdEventAnswer> => {
    const response = await post(`${standIn.url}/functions/v1/count-ad-events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, ...headers },
      body: JSON.stringify(batch),
    });
    return { status: response.status, body: await response.json() };
  };
}

type AdEvent = Database['public']['Enums']['ad_event'];

/** Everything counted of `event` for the ad, as the admin reads the counters. */
export async function countOf(
  admin: SupabaseClient<Database>,
  event: AdEvent,
  id: string,
): Promise<number> {
  const { data, error } = await admin
    .from('ad_daily_counts')
    .select('count')
    .eq('ad_id', id)
    .eq('event', event);
  if (error) throw error;
  return data.reduce((sum, row) => sum + row.count, 0);
}

/** Today in Europe/Stockholm, the counters' day. */
export const stockholmToday = () =>
  new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
