import { describe, expect, it } from 'vitest';
import { isInternalPath, returnPathFrom } from './returnPath';

describe('isInternalPath', () => {
  it('accepts in-app paths', () => {
    expect(isInternalPath('/jobs/9b2f')).toBe(true);
    expect(isInternalPath('/jobs?q=akut')).toBe(true);
  });

  it('refuses other origins, schemes and /signin itself', () => {
    for (const value of ['//evil.example', 'https://evil.example', '/\\evil.example', 'jobs']) {
      expect(isInternalPath(value)).toBe(false);
    }
    expect(isInternalPath('/signin?flik=logga-in')).toBe(false);
  });
});

describe('returnPathFrom', () => {
  it('returns only a job page', () => {
    expect(returnPathFrom('/jobs/9b2f')).toBe('/jobs/9b2f');
    expect(returnPathFrom('/jobs')).toBeUndefined();
    expect(returnPathFrom('/')).toBeUndefined();
  });
});
