// The statistics of a period: every ad's for an admin (ad_statistics), one employer's for the
// holder of a report link (employer_report). Under 'admin': never persisted to the device.
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { PeriodDays } from './periods';
import type { AdStatistics } from './statisticsModel';

const DAY_MS = 86_400_000;
const stockholmDay = (time: number) =>
  new Date(time).toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

/** The last `days` days, today included, as Stockholm dates. */
export function periodOf(days: PeriodDays): { from: string; to: string } {
  const now = Date.now();
  return { from: stockholmDay(now - (days - 1) * DAY_MS), to: stockholmDay(now) };
}

export const adminStatisticsQueryOptions = (days: PeriodDays) =>
  queryOptions({
    queryKey: ['admin', 'statistics', days],
    queryFn: async (): Promise<AdStatistics> => {
      const { from, to } = periodOf(days);
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('ad_statistics', { from_day: from, to_day: to });
      if (error) throw error;
      return data as unknown as AdStatistics;
    },
  });

export type EmployerReport = AdStatistics & { employer: string; expiresAt: string };

/** What a report link shows; refused (an error) when it is unknown, expired or revoked. */
export const employerReportQueryOptions = (token: string, days: PeriodDays) =>
  queryOptions({
    queryKey: ['report', token, days],
    queryFn: async (): Promise<EmployerReport> => {
      const { from, to } = periodOf(days);
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('employer_report', {
        token,
        from_day: from,
        to_day: to,
      });
      if (error) throw error;
      return data as unknown as EmployerReport;
    },
    // A refused link stays refused: no retries.
    retry: false,
  });

export const reportLinksQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'report-links'],
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('employer_report_links')
        .select('id, employer_name, expires_at, revoked_at, created_at')
        .order('created_at', { ascending: false })
        .limit(50);
      if (error) throw error;
      return data;
    },
  });
