// The interview's .ics read back by a real iCalendar parser (ical.js): Swedish wall-clock time in
// winter and summer through the calendar's own VTIMEZONE, escaped text, lines folded at 75 octets
// without splitting a character, and the cancellation naming the same event.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  type InterviewEvent,
  interviewCalendar,
} from '../../supabase/functions/_shared/email/ics.ts';

const EVENT: InterviewEvent = {
  uid: 'a1b2@lakarjobbnorden.se',
  method: 'REQUEST',
  startsAt: new Date('2027-01-14T09:30:00Z'),
  durationMinutes: 45,
  summary: 'Intervju: Överläkare, akutmottagning; Sunderby sjukhus',
  location: 'Sjukhusvägen 10, Luleå',
  description: `Rad ett\nRad två med åäö och ett långt stycke text som ${'fortsätter '.repeat(12)}`,
  organizer: { name: 'Läkarjobb Norden', email: 'kontakt@lakarjobbnorden.se' },
  attendees: [{ name: 'Dana "Doc" Doktor', email: 'dana@example.se' }],
  stamp: new Date('2026-11-29T08:00:00Z'),
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, event: new ICAL.Event(vevent) };
}

describe('interviewCalendar', () => {
  it('states the time in Europe/Stockholm with its VTIMEZONE, winter (+01:00) and summer (+02:00)', () => {
    const winter = interviewCalendar(EVENT);
    expect(winter).toContain('DTSTART;TZID=Europe/Stockholm:20270114T103000');
    expect(winter).toContain('DTEND;TZID=Europe/Stockholm:20270114T111500');
    const { calendar, event } = parse(winter);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-01-14T09:30:00.000Z');
    const summer = interviewCalendar({ ...EVENT, startsAt: new Date('2027-06-14T08:00:00Z') });
    expect(summer).toContain('DTSTART;TZID=Europe/Stockholm:20270614T100000');
    expect(parse(summer).event.startDate.toJSDate().toISOString()).toBe('2027-06-14T08:00:00.000Z');
  });

  it('keeps Swedish text, commas, semicolons and line breaks through escaping and folding', () => {
    const text = interviewCalendar(EVENT);
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(text.endsWith('\r\n')).toBe(true);
    const { event } = parse(text);
    expect(event.summary).toBe(EVENT.summary);
    expect(event.location).toBe(EVENT.location);
    expect(event.description).toBe(EVENT.description);
    expect(event.uid).toBe(EVENT.uid);
    expect(event.attendees[0]?.getParameter('cn')).toBe('Dana Doc Doktor');
  });

  it('cancels the same event with METHOD:CANCEL, STATUS:CANCELLED and a higher SEQUENCE', () => {
    const { calendar, event } = parse(interviewCalendar({ ...EVENT, method: 'CANCEL' }));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe(EVENT.uid);
    expect(event.sequence).toBe(1);
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});
