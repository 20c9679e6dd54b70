import { qualificationGaps } from '@shared/search';
import { describe, expect, it } from 'vitest';

const job = {
  licence_countries: ['SE', 'NO'],
  languages: [{ language: 'svenska', level: 'C1' }],
};

describe('qualificationGaps', () => {
  it('says plainly what the profile lacks: the licence and the language level', () => {
    expect(
      qualificationGaps(job, {
        licences: [{ country: 'DK', state: 'yes' }],
        languages: [{ language: 'svenska', level: 'B2', proof: '' }],
      }),
    ).toEqual([
      'Din profil har ingen läkarlegitimation i Sverige eller Norge.',
      'Din profil anger svenska B2; annonsen kräver C1.',
    ]);
  });

  it('names a language the profile lacks and a licence still being processed', () => {
    expect(
      qualificationGaps(job, {
        licences: [{ country: 'SE', state: 'in-progress' }],
        languages: [],
      }),
    ).toEqual([
      'Din ansökan om legitimation i Sverige eller Norge pågår; annonsen kräver legitimation.',
      'Din profil anger inte svenska (annonsen kräver nivå C1).',
    ]);
  });

  it('finds nothing when a licence and the level (or a named proof) are there', () => {
    expect(
      qualificationGaps(job, {
        licences: [{ country: 'NO', state: 'yes' }],
        languages: [{ language: 'svenska', level: '', proof: 'Svenska 3' }],
      }),
    ).toEqual([]);
  });
});
