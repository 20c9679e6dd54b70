// The job pages write dates and amounts by hand (no Intl at start-up): they must read exactly as
// Intl's sv-SE would write them.
import { describe, expect, it } from 'vitest';
import { formatDate, formatMonthlySalary, formatNumber, jobPlace } from './formatting';

describe('formatting without Intl', () => {
  it('writes numbers as sv-SE does', () => {
    const intl = new Intl.NumberFormat('sv-SE');
    for (const value of [0, 7, 999, 1000, 12345, 65000, 98000, 1234567, 12345.5, 0.125, -4200])
      expect(formatNumber(value), String(value)).toBe(intl.format(value));
  });

  it('writes dates as sv-SE does, in the local time zone', () => {
    const intl = new Intl.DateTimeFormat('sv-SE');
    for (const iso of [
      '2026-03-03T12:00:00.000Z',
      '2026-12-31T23:30:00.000Z',
      '2027-01-01T00:15:00+01:00',
      '1999-06-09T05:00:00.000Z',
    ])
      expect(formatDate(iso), iso).toBe(intl.format(new Date(iso)));
  });

  it('names the currency after the amount, per month', () => {
    expect(formatMonthlySalary(65000, 'NOK')).toBe('65\u00a0000 NOK/mån');
  });
});

describe('jobPlace', () => {
  it('says place, region, country in that order, whatever the ad wrote', () => {
    expect(jobPlace({ location: 'Lund, Sverige', region: 'Skåne', country: 'SE' })).toBe(
      'Lund, Skåne, Sverige',
    );
    expect(jobPlace({ location: 'Malmö', region: 'Skåne', country: 'SE' })).toBe(
      'Malmö, Skåne, Sverige',
    );
    expect(jobPlace({ location: 'Tromsø, Troms, Norge', region: 'Troms', country: 'NO' })).toBe(
      'Tromsø, Troms, Norge',
    );
    expect(jobPlace({ location: 'Oslo', region: 'Oslo', country: 'NO' })).toBe('Oslo, Norge');
    expect(jobPlace({ location: 'Visby', region: null, country: 'SE' })).toBe('Visby, Sverige');
  });
});
