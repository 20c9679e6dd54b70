// An interview as an iCalendar invitation (RFC 5545, iTIP METHOD REQUEST or CANCEL), in Swedish
// time: DTSTART/DTEND carry TZID=Europe/Stockholm and the calendar its VTIMEZONE, so a calendar
// shows the same wall-clock time the e-mail names. The `ics` package writes UTC or floating times
// and no VTIMEZONE, hence this small writer. Swedish summer time has followed the EU rule (last
// Sunday of March 02:00 to last Sunday of October 03:00) since 1996, which the two RRULEs state.

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface InterviewEvent {
  /** Stable per interview: the cancellation names the same event. */
  uid: string;
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  durationMinutes: number;
  summary: string;
  location: string;
  description: string;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  /** DTSTAMP; now unless a test fixes it. */
  stamp?: Date;
}

const TIME_ZONE = 'Europe/Stockholm';

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT value escaping (RFC 5545 3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A parameter value (CN): quoted, without the quotes and control characters it may not hold. */
const param = (value: string) => `"${value.replace(/[\p{Cc}"]/gu, '')}"`;

const two = (n: number) => String(n).padStart(2, '0');

const utc = (date: Date) =>
  `${date.getUTCFullYear()}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}T` +
  `${two(date.getUTCHours())}${two(date.getUTCMinutes())}${two(date.getUTCSeconds())}Z`;

const LOCAL = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time in Stockholm, as a DATE-TIME with TZID. */
function stockholm(date: Date): string {
  const part = (type: string) => LOCAL.formatToParts(date).find((p) => p.type === type)?.value;
  return `${part('year')}${part('month')}${part('day')}T${part('hour')}${part('minute')}${part('second')}`;
}

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75.
    if (octets + size > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const mailto = (person: CalendarPerson) => `mailto:${person.email}`;

export function interviewCalendar(event: InterviewEvent): string {
  const cancelled = event.method === 'CANCEL';
  const end = new Date(event.startsAt.getTime() + event.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Läkarjobb Norden//Intervju//SV',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp ?? new Date())}`,
    // A cancellation supersedes the invitation (RFC 5546 2.1.4).
    `SEQUENCE:${cancelled ? 1 : 0}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `DTSTART;TZID=${TIME_ZONE}:${stockholm(event.startsAt)}`,
    `DTEND;TZID=${TIME_ZONE}:${stockholm(end)}`,
    `SUMMARY;LANGUAGE=sv:${text(event.summary)}`,
    `LOCATION;LANGUAGE=sv:${text(event.location)}`,
    `DESCRIPTION;LANGUAGE=sv:${text(event.description)}`,
    `ORGANIZER;CN=${param(event.organizer.name)}:${mailto(event.organizer)}`,
    ...event.attendees.map(
      (person) =>
        `ATTENDEE;CN=${param(person.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:${mailto(person)}`,
    ),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
