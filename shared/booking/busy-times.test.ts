import { describe, expect, it } from 'vitest';
import { busyByBusinessDate, expandFeed, FeedFormatError } from './busy-times';

/** A feed of the given VEVENT bodies (each a list of property lines). */
const feed = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Feeds//EN', ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']), 'END:VCALENDAR', ''].join('\r\n');

const range = (from: string, to: string, businessZone = 'Africa/Cairo') => ({ from: Date.parse(from), to: Date.parse(to), businessZone });
const iso = (intervals: { start: number; end: number }[]) => intervals.map(({ start, end }) => [new Date(start).toISOString(), new Date(end).toISOString()]);

describe('expandFeed', () => {
  it('keeps a weekly London meeting at 10:00 London time across the March and October changes', () => {
    const weekly = feed(['UID:w@x', 'DTSTART;TZID=Europe/London:20260322T100000', 'DTEND;TZID=Europe/London:20260322T110000', 'RRULE:FREQ=WEEKLY;COUNT=2']);
    // 22 March is GMT, 29 March BST (the clocks go forward that morning).
    expect(iso(expandFeed(weekly, range('2026-03-01T00:00:00Z', '2026-05-01T00:00:00Z')))).toEqual([
      ['2026-03-22T10:00:00.000Z', '2026-03-22T11:00:00.000Z'],
      ['2026-03-29T09:00:00.000Z', '2026-03-29T10:00:00.000Z'],
    ]);
    const autumn = feed(['UID:a@x', 'DTSTART;TZID=Europe/London:20261018T100000', 'DTEND;TZID=Europe/London:20261018T110000', 'RRULE:FREQ=WEEKLY;UNTIL=20261101T235959Z']);
    // 25 October: back to GMT.
    expect(iso(expandFeed(autumn, range('2026-10-01T00:00:00Z', '2026-12-01T00:00:00Z')))).toEqual([
      ['2026-10-18T09:00:00.000Z', '2026-10-18T10:00:00.000Z'],
      ['2026-10-25T10:00:00.000Z', '2026-10-25T11:00:00.000Z'],
      ['2026-11-01T10:00:00.000Z', '2026-11-01T11:00:00.000Z'],
    ]);
  });

  it('reads America/New_York through the feed’s own VTIMEZONE too, across the March change', () => {
    const withZone = [
      'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Feeds//EN',
      'BEGIN:VTIMEZONE', 'TZID:Eastern Standard Time',
      'BEGIN:STANDARD', 'DTSTART:16011104T020000', 'RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11', 'TZOFFSETFROM:-0400', 'TZOFFSETTO:-0500', 'END:STANDARD',
      'BEGIN:DAYLIGHT', 'DTSTART:16010311T020000', 'RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3', 'TZOFFSETFROM:-0500', 'TZOFFSETTO:-0400', 'END:DAYLIGHT',
      'END:VTIMEZONE',
      'BEGIN:VEVENT', 'UID:ny@x', 'DTSTART;TZID=Eastern Standard Time:20260305T090000', 'DTEND;TZID=Eastern Standard Time:20260305T093000', 'RRULE:FREQ=WEEKLY;COUNT=2', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:ny2@x', 'DTSTART;TZID=America/New_York:20260305T120000', 'DTEND;TZID=America/New_York:20260305T123000', 'RRULE:FREQ=WEEKLY;COUNT=2', 'END:VEVENT',
      'END:VCALENDAR', '',
    ].join('\r\n');
    expect(iso(expandFeed(withZone, range('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z')))).toEqual([
      ['2026-03-05T14:00:00.000Z', '2026-03-05T14:30:00.000Z'],
      ['2026-03-05T17:00:00.000Z', '2026-03-05T17:30:00.000Z'],
      ['2026-03-12T13:00:00.000Z', '2026-03-12T13:30:00.000Z'],
      ['2026-03-12T16:00:00.000Z', '2026-03-12T16:30:00.000Z'],
    ]);
  });

  it('drops an EXDATE occurrence and moves an overridden one (RECURRENCE-ID)', () => {
    const series = feed(
      ['UID:s@x', 'DTSTART:20261201T080000Z', 'DTEND:20261201T090000Z', 'RRULE:FREQ=DAILY;COUNT=4', 'EXDATE:20261202T080000Z'],
      ['UID:s@x', 'RECURRENCE-ID:20261203T080000Z', 'DTSTART:20261203T130000Z', 'DTEND:20261203T140000Z'],
    );
    expect(iso(expandFeed(series, range('2026-11-30T00:00:00Z', '2026-12-10T00:00:00Z')))).toEqual([
      ['2026-12-01T08:00:00.000Z', '2026-12-01T09:00:00.000Z'],
      ['2026-12-03T13:00:00.000Z', '2026-12-03T14:00:00.000Z'],
      ['2026-12-04T08:00:00.000Z', '2026-12-04T09:00:00.000Z'],
    ]);
  });

  it('drops an EXDATE and moves an override of a weekly series written in its own zone, as Google writes them', () => {
    // 09:00 London (GMT in December) on Tuesdays; 8 December excluded, 15 December moved to 14:00.
    const weekly = feed(
      ['UID:g@x', 'DTSTART;TZID=Europe/London:20261201T090000', 'DTEND;TZID=Europe/London:20261201T100000', 'RRULE:FREQ=WEEKLY;COUNT=4', 'EXDATE;TZID=Europe/London:20261208T090000'],
      ['UID:g@x', 'RECURRENCE-ID;TZID=Europe/London:20261215T090000', 'DTSTART;TZID=Europe/London:20261215T140000', 'DTEND;TZID=Europe/London:20261215T150000'],
    );
    expect(iso(expandFeed(weekly, range('2026-11-30T00:00:00Z', '2027-01-01T00:00:00Z')))).toEqual([
      ['2026-12-01T09:00:00.000Z', '2026-12-01T10:00:00.000Z'],
      ['2026-12-15T14:00:00.000Z', '2026-12-15T15:00:00.000Z'],
      ['2026-12-22T09:00:00.000Z', '2026-12-22T10:00:00.000Z'],
    ]);
  });

  it('blocks the whole business day of an all-day event, and reads floating times in the business zone', () => {
    const day = feed(['UID:d@x', 'DTSTART;VALUE=DATE:20261202', 'DTEND;VALUE=DATE:20261203'], ['UID:f@x', 'DTSTART:20261204T100000', 'DTEND:20261204T110000']);
    // Cairo is UTC+2 in December.
    expect(iso(expandFeed(day, range('2026-11-30T00:00:00Z', '2026-12-10T00:00:00Z')))).toEqual([
      ['2026-12-01T22:00:00.000Z', '2026-12-02T22:00:00.000Z'],
      ['2026-12-04T08:00:00.000Z', '2026-12-04T09:00:00.000Z'],
    ]);
  });

  it('ignores events shown as free and cancelled ones, also a cancelled occurrence of a series', () => {
    const quiet = feed(
      ['UID:t@x', 'DTSTART:20261201T080000Z', 'DTEND:20261201T090000Z', 'TRANSP:TRANSPARENT'],
      ['UID:c@x', 'DTSTART:20261201T100000Z', 'DTEND:20261201T110000Z', 'STATUS:CANCELLED'],
      ['UID:r@x', 'DTSTART:20261202T080000Z', 'DTEND:20261202T090000Z', 'RRULE:FREQ=DAILY;COUNT=2'],
      ['UID:r@x', 'RECURRENCE-ID:20261203T080000Z', 'DTSTART:20261203T080000Z', 'DTEND:20261203T090000Z', 'STATUS:CANCELLED'],
    );
    expect(iso(expandFeed(quiet, range('2026-11-30T00:00:00Z', '2026-12-10T00:00:00Z')))).toEqual([['2026-12-02T08:00:00.000Z', '2026-12-02T09:00:00.000Z']]);
  });

  it('keeps only what overlaps the range, merged, and refuses what is not a calendar', () => {
    const many = feed(['UID:m@x', 'DTSTART:20200101T080000Z', 'DTEND:20200101T100000Z', 'RRULE:FREQ=DAILY'], ['UID:o@x', 'DTSTART:20261201T090000Z', 'DTEND:20261201T110000Z']);
    expect(iso(expandFeed(many, range('2026-12-01T00:00:00Z', '2026-12-02T00:00:00Z')))).toEqual([['2026-12-01T08:00:00.000Z', '2026-12-01T11:00:00.000Z']]);
    expect(() => expandFeed('<html>Sign in</html>', range('2026-12-01T00:00:00Z', '2026-12-02T00:00:00Z'))).toThrow(FeedFormatError);
  });
  it('refuses a feed with an event it cannot read, in words that do not quote the event', () => {
    const broken = feed(['UID:b@x', 'DTSTART:20261201T080000Z', 'DTEND:20261201T090000Z', 'RRULE:FREQ=WEEKLY;BYMONTHDAY=1', 'SUMMARY:Merger talks']);
    expect(() => expandFeed(broken, range('2026-12-01T00:00:00Z', '2026-12-31T00:00:00Z'))).toThrow(
      new FeedFormatError('An event in the feed could not be read (an invalid date or repeat rule).'),
    );
  });
});

describe('busyByBusinessDate', () => {
  it('lists an interval on every business date it touches', () => {
    const overnight = { start: Date.parse('2026-12-01T20:00:00Z'), end: Date.parse('2026-12-01T23:00:00Z') }; // 22:00–01:00 Cairo
    const byDate = busyByBusinessDate([overnight], 'Africa/Cairo', '2026-11-30', '2026-12-05');
    expect([...byDate.keys()]).toEqual(['2026-12-01', '2026-12-02']);
  });
});
