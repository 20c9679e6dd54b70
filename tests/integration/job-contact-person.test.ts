// Kontaktperson, the field added through the job's one definition: the database checks
// it (a name, phone and e-mail formats; Swedish reasons), visitors read it, the admin form's schema
// says what is wrong in Swedish, and the feeds (JobTech's application_contacts in the JSON Feed,
// the Atom entry's content) and the alert e-mail show it.
import { adminJobSchema } from '@shared/schemas/admin-job.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlertDigestEmail } from '../../supabase/functions/_shared/email/job-alert-digest';
import { clientFor, demoClients, type StandIn, startStandIn } from '../support/standin';

/** A seeded ad with a contact person (supabase/seed.sql). */
const WITH_CONTACT = 'b0000000-0000-4000-8000-000000000001';

let standIn: StandIn;
let admin: SupabaseClient;
let visitor: SupabaseClient;

beforeAll(async () => {
  standIn = await startStandIn();
  ({ admin } = await demoClients(standIn));
  visitor = clientFor(standIn);
});

afterAll(async () => {
  await standIn?.stop();
});

/** A new published ad without a contact person, saved by an admin: its id. */
async function adWithoutContact(): Promise<string> {
  const { data, error } = await admin
    .from('jobs')
    .insert({
      title: 'Specialistläkare utan kontaktperson',
      employer_name: 'Region Test',
      location: 'Umeå',
      description: 'Läkartjänst.',
      status: 'published',
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

const saveContact = (jobId: string, contact: unknown) =>
  admin.from('jobs').update({ contact_person: contact }).eq('id', jobId).select('id');

const contactOf = async (jobId: string) =>
  (await visitor.from('jobs').select('contact_person').eq('id', jobId).single()).data
    ?.contact_person;

describe('Kontaktperson', () => {
  it('refuses a contact without a name or with a malformed phone or e-mail, in Swedish', async () => {
    const jobId = await adWithoutContact();
    const refusals = {
      'Kontaktpersonen behöver ett namn.': { name: ' ', phone: '070-123 45 67' },
      'Ogiltigt telefonnummer för kontaktpersonen: ring mig': { name: 'Eva', phone: 'ring mig' },
      'Ogiltig e-postadress för kontaktpersonen: eva@': { name: 'Eva', email: 'eva@' },
    };
    for (const [reason, contact] of Object.entries(refusals)) {
      const { error } = await saveContact(jobId, contact);
      expect([error?.code, error?.message]).toEqual(['23514', reason]);
    }
    expect(await contactOf(jobId)).toBeNull();
  });

  it('is saved by an admin and read by visitors', async () => {
    const jobId = await adWithoutContact();
    const contact = { name: 'Eva Ek', role: 'Enhetschef', phone: '+46 31 12 34 56', email: null };
    const { error } = await saveContact(jobId, contact);
    expect(error).toBeNull();
    expect(await contactOf(jobId)).toEqual(contact);
  });

  it('is in the JSON Feed as JobTech’s application_contacts and in the Atom entry', async () => {
    const feed = (name: string) => fetch(`${standIn.url}/functions/v1/job-feeds/${name}`);
    const json = await (await feed('feed.json')).json();
    const item = json.items.find((entry: { id: string }) => entry.id === WITH_CONTACT);
    expect(item._jobtech.application_contacts).toEqual([
      {
        name: 'Anna Berg',
        description: 'Verksamhetschef',
        email: 'anna.berg@example.se',
        telephone: '+46 8 123 456 78',
        contact_type: null,
      },
    ]);
    const atom = await (await feed('atom.xml')).text();
    expect(atom).toContain(
      'Kontaktperson\nAnna Berg, Verksamhetschef\nTelefon: +46 8 123 456 78\nE-post: anna.berg@example.se</content>',
    );
  });

  it('is in the alert e-mail under its heading', () => {
    const { text, html } = jobAlertDigestEmail(
      {
        alertName: 'Allmänmedicin',
        jobs: [
          {
            id: WITH_CONTACT,
            title: 'Specialist',
            employer_name: 'Region Stockholm',
            location: 'Stockholm',
            contact_person: { name: 'Anna Berg', role: null, phone: null, email: 'a@example.se' },
          },
        ],
        search: {},
        siteUrl: 'https://lakarjobbnorden.se',
        unsubscribeUrl: 'https://lakarjobbnorden.se/avsluta',
      },
      { provider_name: 'Läkarjobb Norden', email_signature: '' },
    );
    expect(text).toContain('Kontaktperson: Anna Berg, E-post: a@example.se');
    expect(html).toContain('<br>Kontaktperson: Anna Berg, E-post: a@example.se</li>');
  });

  it('is checked by the admin form’s schema with Swedish messages, all blank being none', () => {
    const job = {
      title: 'Specialist',
      employer_name: 'Region Stockholm',
      location: 'Stockholm',
      description: 'Text.',
    };
    const issues = (contact: Record<string, string>) => {
      const result = v.safeParse(adminJobSchema, { ...job, contact_person: contact });
      return result.success ? {} : v.flatten(result.issues).nested;
    };
    expect(issues({ name: '', role: 'Chef', phone: '', email: '' })).toEqual({
      'contact_person.name': ['Kontaktpersonen behöver ett namn'],
    });
    expect(issues({ name: 'Eva', role: '', phone: 'x', email: 'eva@' })).toEqual({
      'contact_person.phone': ['Ogiltigt telefonnummer för kontaktpersonen'],
      'contact_person.email': ['Ogiltig e-postadress för kontaktpersonen'],
    });
    const blank = v.parse(adminJobSchema, {
      ...job,
      contact_person: { name: ' ', role: '', phone: '', email: '' },
    });
    expect(blank.contact_person).toBeNull();
  });
});
