import { describe, expect, it } from 'vitest';
import { describeDatabaseError } from './databaseErrors';

const check = (name: string) => ({
  code: '23514',
  message: `new row for relation "jobs" violates check constraint "${name}"`,
});

describe('describeDatabaseError', () => {
  it('says a known check constraint in Swedish, without the English text', () => {
    expect(describeDatabaseError(check('jobs_expires_after_published'))).toBe(
      'Sista publiceringsdag kan inte vara före publiceringsdagen.',
    );
  });

  it('gives an unknown check constraint a generic Swedish message', () => {
    const said = describeDatabaseError(check('something_new'));
    expect(said).toBe(
      'Ett värde uppfyller inte databasens regler. Kontrollera fälten och försök igen.',
    );
    expect(said).not.toContain('violates');
  });

  it("keeps a check's own Swedish message from our triggers", () => {
    const message = 'Sista ansökningsdagen (2020-01-31) har redan passerat vid publiceringen.';
    expect(describeDatabaseError({ code: '23514', message })).toBe(message);
  });
});
