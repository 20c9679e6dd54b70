// Any /jobs/<x> is a job's page, but only a uuid can name a job: only its job is read ahead.
import { describe, expect, it } from 'vitest';
import { JOB_PAGE_PATH, jobIdOfPath } from './jobPath';

const ID = '9b2f0c1e-4d3a-4b5c-8d6e-7f8091a2b3c4';

describe('jobIdOfPath', () => {
  it('gives the uuid of a job page, in any case, with or without a trailing slash', () => {
    expect(jobIdOfPath(`/jobs/${ID}`)).toBe(ID);
    expect(jobIdOfPath(`/jobs/${ID.toUpperCase()}`)).toBe(ID.toUpperCase());
    expect(jobIdOfPath(`/jobs/${ID}/`)).toBe(ID);
  });

  it('gives null for any other path, also a job page whose id is no uuid', () => {
    for (const path of [
      '/jobs',
      '/jobs/',
      '/jobs/abc',
      `/jobs/${ID}x`,
      `/jobs/${ID}/apply`,
      `/x/jobs/${ID}`,
      `/employer/${ID}`,
    ])
      expect(jobIdOfPath(path)).toBeNull();
  });
});

describe('JOB_PAGE_PATH', () => {
  it('takes any one segment after /jobs, so that a non-uuid id still gets the job page', () => {
    expect(JOB_PAGE_PATH.test(`/jobs/${ID}`)).toBe(true);
    expect(JOB_PAGE_PATH.test('/jobs/abc/')).toBe(true);
    expect(JOB_PAGE_PATH.test('/jobs')).toBe(false);
    expect(JOB_PAGE_PATH.test(`/jobs/${ID}/apply`)).toBe(false);
  });
});
