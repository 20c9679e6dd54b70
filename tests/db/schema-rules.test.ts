// The rules the schema enforces by itself: the sign-up trigger, one application per job, the
// constraints that refuse bad data, the last-admin guard, publication stamps, and the
// splinter-style security basics. Each check runs in a rolled-back request (see asActor).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asActor, insertFixtures, ROWS, rolledBack, USERS } from './actors.ts';
import { createTestDatabase, readProjectFile, sqlState, type TestDatabase } from './database.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await insertFixtures(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

const NEW_USER = '70000000-0000-4000-8000-000000000001';

function insertUser(email: string | null, meta: unknown): Promise<unknown> {
  return db.query(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at)
     values ($1, 'authenticated', 'authenticated', $2, $3, now())`,
    [NEW_USER, email, JSON.stringify(meta)],
  );
}

const profileOf = async (userId: string) =>
  (
    await db.query(
      `select full_name, email, phone, profession from public.job_seeker_profiles where user_id = $1`,
      [userId],
    )
  )[0];

describe('sign-up trigger', () => {
  it('creates the job-seeker profile from the sign-up metadata and the e-mail', async () => {
    await rolledBack(db, async () => {
      await insertUser('ny.lakare@example.se', {
        full_name: '  Nils Nilsson ',
        phone: '070-111 22 33',
        profession: 'ST-läkare',
        user_type: 'job_seeker',
      });
      expect(await profileOf(NEW_USER)).toEqual({
        full_name: 'Nils Nilsson',
        email: 'ny.lakare@example.se',
        phone: '070-111 22 33',
        profession: 'ST-läkare',
      });
    });
  });

  it('never fails a sign-up over bad metadata: unknown profession and empty phone become null', async () => {
    await rolledBack(db, async () => {
      await insertUser('x@example.se', { profession: 'astronaut', phone: '   ' });
      expect(await profileOf(NEW_USER)).toEqual({
        full_name: '',
        email: 'x@example.se',
        phone: null,
        profession: null,
      });
    });
  });

  it('makes the profile e-mail follow an e-mail change of the account', async () => {
    await rolledBack(db, async () => {
      await db.query(`update auth.users set email = 'anna.ny@example.se' where id = $1`, [
        USERS.seekerA,
      ]);
      expect((await profileOf(USERS.seekerA))?.email).toBe('anna.ny@example.se');
    });
  });

  it("fills a profile a user creates for themselves with the account's e-mail, not the one sent", async () => {
    const email = await asActor(
      db,
      'seekerA',
      async () => {
        await db.query(
          `insert into public.job_seeker_profiles (user_id, full_name, email) values ($1, 'Anna', 'falsk@example.se')`,
          [USERS.seekerA],
        );
        return (
          await db.query<{ email: string }>('select email from public.job_seeker_profiles')
        )[0]?.email;
      },
      `delete from public.job_seeker_profiles where user_id = '${USERS.seekerA}';`,
    );
    const account = await db.query<{ email: string }>(
      'select email from auth.users where id = $1',
      [USERS.seekerA],
    );
    expect(email).toBe(account[0]?.email);
  });

  it('creates no profile for a user without e-mail', async () => {
    await rolledBack(db, async () => {
      await insertUser(null, {});
      expect(await profileOf(NEW_USER)).toBeUndefined();
    });
  });
});

describe('applications', () => {
  const apply = (id: string | null, jobId: string) =>
    db.query(
      `insert into public.job_applications (id, job_id, applicant_id, cover_letter)
       values (coalesce($1::uuid, gen_random_uuid()), $2, $3, 'Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.')`,
      [id, jobId, USERS.seekerA],
    );

  it('refuses a second application to the same job with SQLSTATE 23505', async () => {
    const code = await asActor(db, 'seekerA', () => sqlState(() => apply(null, ROWS.jobPublished)));
    expect(code).toBe('23505');
  });

  it('takes a new application once the earlier one is withdrawn, and refuses a second one', async () => {
    const codes = await asActor(db, 'seekerA', async () => {
      await db.query(
        `update public.job_applications set status = 'withdrawn' where job_id = $1 and applicant_id = $2`,
        [ROWS.jobPublished, USERS.seekerA],
      );
      const again = await sqlState(() => apply(null, ROWS.jobPublished));
      const twice = await sqlState(() => apply(null, ROWS.jobPublished));
      return [again, twice];
    });
    expect(codes).toEqual([null, '23505']);
  });

  it('refuses a replay of the same application id with SQLSTATE 23505', async () => {
    const code = await asActor(db, 'seekerA', () =>
      sqlState(() => apply(ROWS.applicationA, ROWS.jobOpen)),
    );
    expect(code).toBe('23505');
  });

  it('accepts a first application to an open job', async () => {
    const code = await asActor(db, 'seekerA', () => sqlState(() => apply(null, ROWS.jobOpen)));
    expect(code).toBeNull();
  });

  it("fills the applicant's identity from the account and profile, and the job as it was", async () => {
    const stored = await asActor(db, 'seekerA', async () => {
      await apply(ROWS.applicationA.replace(/1$/, '9'), ROWS.jobOpen);
      await db.exec(
        `reset role; update public.jobs set title = 'Nytt namn' where id = '${ROWS.jobOpen}'`,
      );
      return db.query(
        `select applicant_name, applicant_email, applicant_phone, job_title, employer_name
         from public.job_applications where id = $1`,
        [ROWS.applicationA.replace(/1$/, '9')],
      );
    });
    expect(stored).toEqual([
      {
        applicant_name: 'Anna Andersson',
        applicant_email: 'seekerA@example.se',
        applicant_phone: '070-000 00 00',
        job_title: 'Öppet jobb',
        employer_name: 'Region Test',
      },
    ]);
  });

  it('refuses an application from an account whose profile has no name (23514)', async () => {
    const code = await asActor(
      db,
      'seekerA',
      () => sqlState(() => apply(null, ROWS.jobOpen)),
      `update public.job_seeker_profiles set full_name = '' where user_id = '${USERS.seekerA}';`,
    );
    expect(code).toBe('23514');
  });

  it('queues a receipt for a new application and a message per status change; withdrawing tells the employer, not the applicant', async () => {
    const queued = await asActor(db, 'admin', async () => {
      await db.exec(`
        update public.job_applications set status = 'reviewed' where id = '${ROWS.applicationA}';
        update public.job_applications set status = 'accepted' where id = '${ROWS.applicationA}';
        reset role;
        update public.job_applications set status = 'withdrawn' where id = '${ROWS.applicationB}';
        insert into public.job_applications (job_id, applicant_id, cover_letter)
          values ('${ROWS.jobOpen}', '${USERS.seekerB}', 'Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.');`);
      return db.query<{ kind: string; application_status: string | null }>(
        `select kind, application_status from public.outgoing_emails
         where created_at = now() order by kind, application_status`,
      );
    });
    // The employer's notice is queued with the receipt, so a refused notice call cannot lose it;
    // a status message not yet sent is replaced by the next change; a withdrawal is the
    // employer's news (their link closes), not the applicant's.
    expect(queued).toEqual([
      { kind: 'application-notice', application_status: null },
      { kind: 'application-receipt', application_status: null },
      { kind: 'application-status', application_status: 'accepted' },
      { kind: 'application-withdrawn', application_status: null },
    ]);
  });

  it('sends nothing when a status change is undone before its message went out', async () => {
    const queued = await asActor(db, 'admin', async () => {
      await db.exec(`
        update public.job_applications set status = 'reviewed' where id = '${ROWS.applicationA}';
        update public.job_applications set status = 'pending' where id = '${ROWS.applicationA}';`);
      return db.query<{ due_later: boolean }>(
        `select next_attempt_at >= now() + interval '15 seconds' as due_later
         from public.outgoing_emails where job_application_id = $1 and kind = 'application-status'`,
        [ROWS.applicationA],
      );
    });
    expect(queued).toEqual([]);
    const waiting = await asActor(db, 'admin', async () => {
      await db.exec(
        `update public.job_applications set status = 'rejected' where id = '${ROWS.applicationA}'`,
      );
      return db.query<{ due_later: boolean }>(
        `select next_attempt_at >= now() + interval '15 seconds' as due_later
         from public.outgoing_emails where job_application_id = $1 and kind = 'application-status'`,
        [ROWS.applicationA],
      );
    });
    expect(waiting).toEqual([{ due_later: true }]);
  });
});

// As the service role, so that only the constraints (not the policies) decide.
describe('constraints refuse bad data', () => {
  const job = `insert into public.jobs (title, employer_name, location, description, job_type, salary_monthly, employer_email)
               values ($1, 'Region Test', 'Umeå, Sverige', 'Text.', $2, $3, $4)`;
  const banner = `insert into public.banners (title, employer_name, image_url, link_url, price)
                  values ('Banner', 'Region Test', $1, $2, $3)`;
  const cases: { name: string; sql: string; params: unknown[]; code: string | null }[] = [
    {
      name: 'a valid job',
      sql: job,
      params: ['Läkare', 'Heltid', 50000, 'hr@example.se'],
      code: null,
    },
    { name: 'a blank title', sql: job, params: ['   ', 'Heltid', null, null], code: '23514' },
    {
      name: 'an unknown job type',
      sql: job,
      params: ['Läkare', 'Sommarjobb', null, null],
      code: '22P02',
    },
    { name: 'a negative salary', sql: job, params: ['Läkare', null, -1, null], code: '23514' },
    {
      name: 'a malformed employer e-mail',
      sql: job,
      params: ['Läkare', null, null, 'nej'],
      code: '23514',
    },
    {
      name: 'a valid banner',
      sql: banner,
      params: ['/banners/a.svg', 'https://example.se/', 99],
      code: null,
    },
    {
      name: 'a https image',
      sql: banner,
      params: ['https://cdn.example.se/a.png', null, 0],
      code: null,
    },
    {
      name: 'a javascript: link',
      sql: banner,
      params: ['/banners/a.svg', 'javascript:alert(1)', 99],
      code: '23514',
    },
    {
      name: 'a http: link',
      sql: banner,
      params: ['/banners/a.svg', 'http://example.se/', 99],
      code: '23514',
    },
    {
      name: 'a javascript: image',
      sql: banner,
      params: ['javascript:alert(1)', null, 99],
      code: '23514',
    },
    {
      name: 'a protocol-relative image',
      sql: banner,
      params: ['//evil.example/a.png', null, 99],
      code: '23514',
    },
    {
      name: 'a negative price',
      sql: banner,
      params: ['/banners/a.svg', null, -0.01],
      code: '23514',
    },
    {
      name: 'a blank cover letter',
      sql: `insert into public.job_applications (job_id, applicant_id, applicant_name, applicant_email, cover_letter)
            values ('${ROWS.jobOpen}', '${USERS.seekerB}', 'Bertil', 'b@example.se', ' ')`,
      params: [],
      code: '23514',
    },
    {
      name: 'contact details that are not an object',
      sql: `insert into public.contact_requests (type, company_name, contact_name, email, phone, message, details)
            values ('contact-doctor', 'AB', 'Eva', 'eva@example.se', '07012', 'Meddelande', '[1]')`,
      params: [],
      code: '23514',
    },
    {
      name: 'a job made from a request that describes none (a pricing request)',
      sql: `insert into public.contact_requests (type, company_name, contact_name, email, phone, message, job_id)
            values ('pricing-request', 'AB', 'Eva', 'eva@example.se', '07012', 'Meddelande', $1)`,
      params: [ROWS.jobDraft],
      code: '23514',
    },
    {
      name: 'a recipient that is no e-mail address',
      sql: `update public.private_settings set notification_recipients = array['a@example.se', 'nej']`,
      params: [],
      code: '23514',
    },
  ];

  for (const { name, sql, params, code } of cases) {
    it(`${code ? 'refuses' : 'accepts'} ${name}${code ? ` (${code})` : ''}`, async () => {
      expect(await asActor(db, 'service', () => sqlState(() => db.query(sql, params)))).toBe(code);
    });
  }
});

describe('last admin', () => {
  const revoke = (userId: string) =>
    db.query(`delete from public.user_roles where user_id = $1 and role = 'admin'`, [userId]);

  it('lets an admin revoke another admin, but not the last one', async () => {
    await asActor(db, 'admin', async () => {
      expect(await sqlState(() => revoke(USERS.otherAdmin))).toBeNull();
      expect(await sqlState(() => revoke(USERS.admin))).toBe('P0001');
    });
  });

  it('refuses removing all admins in one statement', async () => {
    const code = await asActor(db, 'admin', () =>
      sqlState(() => db.query(`delete from public.user_roles where role = 'admin'`)),
    );
    expect(code).toBe('P0001');
  });

  it('refuses deleting the account of the last admin', async () => {
    await rolledBack(db, async () => {
      await revoke(USERS.otherAdmin);
      const code = await sqlState(() =>
        db.query('delete from auth.users where id = $1', [USERS.admin]),
      );
      expect(code).toBe('P0001');
    });
  });
});

describe('request handling', () => {
  const handled = async () =>
    (
      await db.query<{ handled: boolean; by_admin: boolean | null; at_now: boolean | null }>(
        `select handled_at is not null as handled, handled_by = $2 as by_admin,
                handled_at = now() as at_now
         from public.contact_requests where id = $1`,
        [ROWS.contactRequest, USERS.admin],
      )
    )[0];
  const mark = (value: string | null) =>
    db.query('update public.contact_requests set handled_at = $2 where id = $1', [
      ROWS.contactRequest,
      value,
    ]);

  it("stamps when and by whom, whatever the admin's client sends, and clears both when undone", async () => {
    await asActor(db, 'admin', async () => {
      await mark('2001-01-01T00:00:00Z');
      expect(await handled()).toEqual({ handled: true, by_admin: true, at_now: true });
      await mark(null);
      expect(await handled()).toEqual({ handled: false, by_admin: null, at_now: null });
    });
  });

  it('lets an admin change nothing else of a request', async () => {
    const code = await asActor(db, 'admin', () =>
      sqlState(() =>
        db.query(`update public.contact_requests set handled_by = $2 where id = $1`, [
          ROWS.contactRequest,
          USERS.otherAdmin,
        ]),
      ),
    );
    expect(code).toBe('42501');
  });
});

describe('job made from a request', () => {
  it('keeps the request, unlinked, when its job is deleted', async () => {
    await rolledBack(db, async () => {
      await db.query('update public.contact_requests set job_id = $2 where id = $1', [
        ROWS.contactRequest,
        ROWS.jobDraft,
      ]);
      await db.query('delete from public.jobs where id = $1', [ROWS.jobDraft]);
      const rows = await db.query<{ job_id: string | null }>(
        'select job_id from public.contact_requests where id = $1',
        [ROWS.contactRequest],
      );
      expect(rows).toEqual([{ job_id: null }]);
    });
  });
});

describe('publication', () => {
  type Stamps = { published_at: string | null; in_30_days: boolean | null; now: boolean | null };
  const stamps = async (table: 'jobs' | 'banners', id: string) => {
    const expiry = table === 'jobs' ? "expires_at = published_at + interval '30 days'" : 'null';
    const rows = await db.query<Stamps>(
      `select published_at::text, published_at = now() as now, ${expiry} as in_30_days
       from public.${table} where id = $1`,
      [id],
    );
    return rows[0];
  };

  it('stamps published_at and a 30-day expiry on a job published without them', async () => {
    await asActor(db, 'admin', async () => {
      const [created] = await db.query<{ id: string }>(
        `insert into public.jobs (title, employer_name, location, description, status)
         values ('Läkare', 'Region Test', 'Umeå', 'Text.', 'published') returning id`,
      );
      expect(await stamps('jobs', created?.id ?? '')).toMatchObject({
        now: true,
        in_30_days: true,
      });
    });
  });

  it('stamps both when a draft is published, and keeps a chosen expiry', async () => {
    await asActor(db, 'admin', async () => {
      await db.query(`update public.jobs set status = 'published' where id = $1`, [ROWS.jobDraft]);
      expect(await stamps('jobs', ROWS.jobDraft)).toMatchObject({ now: true, in_30_days: true });
      await db.query(
        `update public.jobs set expires_at = now() + interval '60 days' where id = $1`,
        [ROWS.jobDraft],
      );
      expect(await stamps('jobs', ROWS.jobDraft)).toMatchObject({ in_30_days: false });
    });
  });

  it('gives an expired job a new period when it is published again', async () => {
    await asActor(db, 'admin', async () => {
      await db.query(`update public.jobs set status = 'draft' where id = $1`, [ROWS.jobExpired]);
      await db.query(`update public.jobs set status = 'published' where id = $1`, [
        ROWS.jobExpired,
      ]);
      expect(await stamps('jobs', ROWS.jobExpired)).toMatchObject({ now: true, in_30_days: true });
    });
  });

  it('ignores a published_at the client sends: publishing stamps the server time', async () => {
    await asActor(db, 'admin', async () => {
      await db.query(
        `update public.jobs set status = 'published', published_at = '2030-01-01T10:00:00Z' where id = $1`,
        [ROWS.jobDraft],
      );
      expect(await stamps('jobs', ROWS.jobDraft)).toMatchObject({ in_30_days: true, now: true });
    });
  });

  it('stamps published_at on a banner when it is published', async () => {
    await asActor(db, 'admin', async () => {
      expect((await stamps('banners', ROWS.bannerDraft))?.published_at).toBeNull();
      await db.query(`update public.banners set status = 'published' where id = $1`, [
        ROWS.bannerDraft,
      ]);
      expect(await stamps('banners', ROWS.bannerDraft)).toMatchObject({ now: true });
    });
  });

  it('hides drafts and expired jobs from visitors, also when asked for by id', async () => {
    const visible = await asActor(db, 'anon', () =>
      db.query<{ id: string }>(`select id from public.jobs where id = any($1::uuid[])`, [
        [ROWS.jobDraft, ROWS.jobExpired, ROWS.jobPublished],
      ]),
    );
    expect(visible.map((job) => job.id)).toEqual([ROWS.jobPublished]);
  });

  it('sets updated_at on every change', async () => {
    await asActor(db, 'admin', async () => {
      await db.query(`update public.jobs set title = 'Nytt namn' where id = $1`, [ROWS.jobOpen]);
      const [row] = await db.query<{ fresh: boolean }>(
        'select updated_at = now() as fresh from public.jobs where id = $1',
        [ROWS.jobOpen],
      );
      expect(row?.fresh).toBe(true);
    });
  });
});

describe('account ownership', () => {
  const unconfirmed = (id: string, age: string, confirmationSentTwice = false) =>
    db.exec(`
      insert into auth.users (id, aud, role, email, encrypted_password, created_at, confirmation_sent_at)
        values ('${id}', 'authenticated', 'authenticated', '${id}@example.se', 'hash-of-first',
                now() - interval '${age}', now() - interval '${age}');
      ${confirmationSentTwice ? `update auth.users set confirmation_sent_at = now() where id = '${id}';` : ''}`);

  it('removes every password of an account confirmed after its link was sent twice', async () => {
    await rolledBack(db, async () => {
      await unconfirmed(NEW_USER, '1 minute', true);
      await db.exec(`update auth.users set email_confirmed_at = now() where id = '${NEW_USER}'`);
      const [user] = await db.query<{ password: string; meta: Record<string, unknown> }>(
        `select encrypted_password as password, raw_app_meta_data as meta from auth.users where id = $1`,
        [NEW_USER],
      );
      expect(user).toEqual({ password: '', meta: { password_required: true } });
      await db.exec(
        `update auth.users set encrypted_password = 'hash-of-own' where id = '${NEW_USER}'`,
      );
      const [after] = await db.query<{ meta: Record<string, unknown> }>(
        `select raw_app_meta_data as meta from auth.users where id = $1`,
        [NEW_USER],
      );
      expect(after?.meta).toEqual({});
    });
  });

  it('keeps the password of an account whose one link was followed', async () => {
    await rolledBack(db, async () => {
      await unconfirmed(NEW_USER, '1 minute');
      await db.exec(`update auth.users set email_confirmed_at = now() where id = '${NEW_USER}'`);
      const [user] = await db.query<{ password: string }>(
        `select encrypted_password as password from auth.users where id = $1`,
        [NEW_USER],
      );
      expect(user?.password).toBe('hash-of-first');
    });
  });

  it('removes accounts not confirmed within a day, for the service role only', async () => {
    const old = '70000000-0000-4000-8000-0000000000a1';
    const recent = '70000000-0000-4000-8000-0000000000a2';
    const kept = await asActor(
      db,
      'service',
      async () => {
        const [removed] = await db.query<{ n: number }>(
          'select public.remove_unconfirmed_accounts() as n',
        );
        expect(removed?.n).toBe(1);
        await db.exec('reset role');
        return db.query<{ id: string }>('select id from auth.users where id = any($1::uuid[])', [
          [old, recent, USERS.seekerA],
        ]);
      },
      `insert into auth.users (id, aud, role, email, created_at) values
         ('${old}', 'authenticated', 'authenticated', 'old@example.se', now() - interval '25 hours'),
         ('${recent}', 'authenticated', 'authenticated', 'recent@example.se', now() - interval '23 hours');
       update auth.users set created_at = now() - interval '30 days',
         email_confirmed_at = now() - interval '29 days' where id = '${USERS.seekerA}';`,
    );
    expect(kept.map((row) => row.id).sort()).toEqual([USERS.seekerA, recent].sort());
    const refused = await asActor(db, 'seekerA', () =>
      sqlState(() => db.query('select public.remove_unconfirmed_accounts()')),
    );
    expect(refused).toBe('42501');
  });
});

describe('saved jobs', () => {
  it('refuses a draft and an unknown job alike, so an insert tells nothing about drafts', async () => {
    const save = (jobId: string) =>
      asActor(db, 'seekerA', () =>
        sqlState(() => db.query('insert into public.saved_jobs (job_id) values ($1)', [jobId])),
      );
    expect(await save(ROWS.jobDraft)).toBe('42501');
    expect(await save(ROWS.jobExpired)).toBe('42501');
    expect(await save('20000000-0000-4000-8000-0000000000ee')).toBe('42501');
    expect(await save(ROWS.jobOpen)).toBeNull();
  });
});

describe('security basics (splinter)', () => {
  it('has row-level security on every table in schema public', async () => {
    const open = await db.query(
      `select relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
    );
    expect(open).toEqual([]);
  });

  it('sets search_path on every function of ours and keeps security definer out of public', async () => {
    const functions = await db.query<{ name: string; definer: boolean; schema: string }>(
      `select p.proname as name, p.prosecdef as definer, n.nspname as schema
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private')
         and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`,
    );
    expect(functions).toEqual([]);
    const exposedDefiners = await db.query(
      `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prosecdef`,
    );
    expect(exposedDefiners).toEqual([]);
  });

  it('has one permissive policy per table, role and action (splinter 0006)', async () => {
    const repeated = await db.query(
      `select c.relname as table, r.rolname as role, action, count(*)::int as policies
       from pg_policy p
       join pg_class c on c.oid = p.polrelid
       join pg_namespace n on n.oid = c.relnamespace
       cross join lateral unnest(p.polroles) as role_oid
       join pg_roles r on r.oid = role_oid
       cross join lateral unnest(
         case p.polcmd when '*' then array['r', 'a', 'w', 'd'] else array[p.polcmd::text] end
       ) as action
       where n.nspname = 'public' and p.polpermissive
       group by 1, 2, 3
       having count(*) > 1`,
    );
    expect(repeated).toEqual([]);
  });

  it('gives visitors no write privilege at all on applications, profiles and requests', async () => {
    const [row] = await db.query<Record<string, boolean>>(
      `select has_table_privilege('anon', 'public.job_applications', 'insert') as applications,
              has_table_privilege('anon', 'public.job_seeker_profiles', 'select') as profiles,
              has_table_privilege('anon', 'public.contact_requests', 'insert') as requests,
              has_table_privilege('authenticated', 'public.contact_requests', 'insert') as user_requests`,
    );
    expect(row).toEqual({
      applications: false,
      profiles: false,
      requests: false,
      user_requests: false,
    });
  });

  it('bootstrap runs again without error (it runs at every start)', async () => {
    await db.exec(readProjectFile('supabase/local/db/bootstrap.sql'));
    const [row] = await asActor(db, 'seekerA', () =>
      db.query<{ uid: string; role: string }>('select auth.uid() as uid, auth.role() as role'),
    );
    expect(row).toEqual({ uid: USERS.seekerA, role: 'authenticated' });
  });
});
