// Whether an id the job page cannot show names an ad that has closed (public.closed_job): its
// title, employer and closing time, or null. A plain fetch with the anon key, as the page's other
// public reads (src/lib/publicReads.ts): no supabase-js for an anonymous visitor.
import { useQuery } from '@tanstack/react-query';
import { supabaseAnonKey, supabaseUrl } from '@/lib/supabaseConfig';

export interface ClosedJob {
  title: string;
  employer_name: string;
  closed_at: string;
}

async function fetchClosedJob(id: string): Promise<ClosedJob | null> {
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/closed_job`, {
    method: 'POST',
    headers: {
      apikey: supabaseAnonKey,
      Authorization: `Bearer ${supabaseAnonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ target: id }),
  });
  // A malformed id (400) names no ad either.
  if (!response.ok) return null;
  return (await response.json()) as ClosedJob | null;
}

export function useClosedJob(id: string) {
  return useQuery({ queryKey: ['jobs', 'closed', id], queryFn: () => fetchClosedJob(id) });
}
