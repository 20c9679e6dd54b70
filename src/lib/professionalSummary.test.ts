// The profile's summary lines (apply dialog, admin dossier, employer's link) show the shared
// lists' labels, not the stored lower-case values ("svenska C2" → "Svenska C2").

import { EMPTY_PROFESSIONAL_PROFILE, professionalSummaryLines } from '@shared/schemas';
import { describe, expect, it } from 'vitest';

describe('professionalSummaryLines', () => {
  it('labels the profession, specialties, certificates and languages as the lists name them', () => {
    const lines = professionalSummaryLines({
      ...EMPTY_PROFESSIONAL_PROFILE,
      status: 'ST-läkare',
      specialties: ['allmänmedicin'],
      certificates: ['akutsjukvård'],
      languages: [
        { language: 'svenska', level: 'C2', proof: '' },
        { language: 'norska', level: '', proof: 'Norskprøve B2' },
      ],
    });
    expect(lines).toEqual([
      { label: 'Yrke', value: 'ST-läkare' },
      { label: 'Specialitet', value: 'Allmänmedicin' },
      { label: 'Specialistbevis', value: 'Akutsjukvård' },
      { label: 'Språk', value: 'Svenska C2; Norska Norskprøve B2' },
    ]);
  });

  it('names the countries a doctor is licensed in, with the register number, and leaves out a no', () => {
    const lines = professionalSummaryLines({
      ...EMPTY_PROFESSIONAL_PROFILE,
      licences: [
        { country: 'SE', state: 'yes', registerNumber: '1234567' },
        { country: 'NO', state: 'in-progress', registerNumber: '' },
        { country: 'DK', state: 'no', registerNumber: '' },
      ],
    });
    expect(lines).toEqual([
      { label: 'Legitimation', value: 'Sverige (1234567); Norge, ansökan pågår' },
    ]);
  });
});
