// What the seed lacks for the pictures, added through the service role and the admin's own RPCs
// on the screenshots' throw-away stand-in: the demo doctor's profile, an interview proposed for
// her application, a Bevakning older than some jobs, an employer's job request, and the two
// secret links an employer gets (the report and the application).
import type { SupabaseClient } from '@supabase/supabase-js';
import { demoClients, type StandIn } from '../../tests/support/standin.ts';

/** Seed ids (supabase/seed.sql). */
const DOCTOR_ID = 'a0000000-0000-4000-8000-000000000002';
const SEEDED_APPLICATION = 'd0000000-0000-4000-8000-000000000001';
const APPLIED_JOB = 'b0000000-0000-4000-8000-000000000003';
/** A locum of three periods that asks for a Danish (or Swedish, Norwegian) licence and Danish. */
export const LOCUM_WITH_PERIODS = 'b0000000-0000-4000-8000-000000000207';
/** A locum with its period, scope, on-call, travel and housing filled in. */
export const LOCUM = 'b0000000-0000-4000-8000-000000000201';
export const REPORTED_EMPLOYER = 'Region Norrbotten';
export const REQUESTING_COMPANY = 'Vårdcentralen Norrsken AB';

export interface DemoLinks {
  /** /rapport/<token> */
  report: string;
  /** /ansokan/<token> */
  application: string;
}

const DAY = 24 * 60 * 60 * 1000;

async function must<T>(
  label: string,
  query: PromiseLike<{ data: T; error: { message: string } | null }>,
): Promise<T> {
  const { data, error } = await query;
  if (error) throw new Error(`${label}: ${error.message}`);
  return data;
}

export async function addDemoData(standIn: StandIn): Promise<DemoLinks> {
  const { admin, service } = await demoClients<SupabaseClient>(standIn);
  // A specialist licensed in Norway with Swedish only: the Danish locum names the gaps.
  await must(
    'profile',
    service.from('professional_profiles').upsert({
      user_id: DOCTOR_ID,
      profile: {
        status: 'specialist',
        specialties: ['allmänmedicin'],
        licences: [{ country: 'NO', state: 'yes', registerNumber: '' }],
        certificates: [],
        languages: [{ language: 'svenska', level: 'C2', proof: '' }],
        availableFrom: '',
        noticeWeeks: 12,
        scopePercent: 100,
        openToLocum: true,
        summary: 'Specialist i allmänmedicin med sju års erfarenhet från vårdcentral i Umeå.',
      },
    }),
  );
  const interview = await must(
    'interview',
    service
      .from('interviews')
      .insert({
        application_id: SEEDED_APPLICATION,
        location: 'Hälsocentralen i Kiruna, Hjalmar Lundbohmsvägen 45',
        duration_minutes: 45,
      })
      .select('id')
      .single(),
  );
  const inDays = (days: number, hour: number) => {
    const at = new Date(Date.now() + days * DAY);
    at.setUTCHours(hour, 0, 0, 0);
    return at.toISOString();
  };
  await must(
    'interview slots',
    service.from('interview_slots').insert(
      [inDays(5, 8), inDays(6, 12), inDays(8, 9)].map((starts_at) => ({
        interview_id: (interview as { id: string }).id,
        starts_at,
      })),
    ),
  );
  // Made a week ago (no e-mail), so the jobs published since count as new.
  await must(
    'alert',
    service.from('job_alerts').insert({
      user_id: DOCTOR_ID,
      name: 'Allmänmedicin',
      search: { q: 'allmänmedicin' },
      frequency: 'off',
      created_at: new Date(Date.now() - 7 * DAY).toISOString(),
    }),
  );
  await must(
    'job request',
    service.from('contact_requests').insert({
      type: 'post-job-request',
      company_name: REQUESTING_COMPANY,
      contact_name: 'Maria Ek',
      email: 'maria.ek@norrsken.example',
      phone: '0980-456 78',
      message: 'Vi söker en specialist i allmänmedicin på heltid från hösten. Boende kan ordnas.',
      details: { adType: 'jobbannons' },
    }),
  );
  // The seeded application's notice went to nobody: an address, so "Skicka länken igen" names one.
  await must(
    'employer address',
    service
      .from('jobs')
      .update({ employer_email: 'rekrytering@kiruna.example' })
      .eq('id', APPLIED_JOB),
  );
  const reportToken = await must(
    'report link',
    admin.rpc('create_employer_report_link', { employer: REPORTED_EMPLOYER, valid_days: 30 }),
  );
  const shareToken = await must(
    'application link',
    admin.rpc('resend_application_share', { application: SEEDED_APPLICATION }),
  );
  return { report: `/rapport/${reportToken}`, application: `/ansokan/${shareToken}` };
}
