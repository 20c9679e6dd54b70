import { describe, expect, it } from 'vitest';
import type { JobRequest } from '../requests/requestQueries';
import { jobFormValues } from './jobFormValues';
import { jobDraftFromRequest } from './jobFromRequest';

const request = (duration: string): JobRequest => ({
  id: '60000000-0000-4000-8000-000000000001',
  company_name: 'Vårdbolaget Norr AB',
  contact_name: 'Eva Ek',
  email: 'eva@vardbolaget.se',
  phone: '070-123 45 67',
  message: 'Vi söker en distriktsläkare till Luleå.',
  details: { duration, budget: '14900' },
});

describe('a job form started from a post-job-request', () => {
  it('fills the employer, the message, the contact person and the asked days as the last day', () => {
    const today = new Date(2026, 11, 15, 9, 30);
    const form = jobFormValues(jobDraftFromRequest(request('30-days'), today));
    expect(form).toMatchObject({
      status: 'draft',
      employer_name: 'Vårdbolaget Norr AB',
      description: 'Vi söker en distriktsläkare till Luleå.',
      contact_person: {
        name: 'Eva Ek',
        role: '',
        phone: '070-123 45 67',
        email: 'eva@vardbolaget.se',
      },
      // 30 days on, across the turn of the year, in the admin's own calendar.
      expires_on: '2027-01-14',
      title: '',
      periods: [],
      languages: [],
    });
  });

  it('leaves the last day empty for another duration (the ad then runs the default days)', () => {
    const draft = jobDraftFromRequest(request('custom'), new Date(2026, 11, 15));
    expect(draft.expires_at).toBeNull();
    expect(jobFormValues(draft).expires_on).toBe('');
  });
});
