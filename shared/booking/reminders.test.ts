import { describe, expect, it } from 'vitest';
import { calendarSettingsSchema } from './schemas';
import { seedCalendarSettings } from './seed';
import { cancelledReminders, describeMinutesBefore, movedReminders, planReminders, reminderDecision, reminderList } from './reminders';

const START = '2026-12-10T09:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('which reminders a booking gets', () => {
  it('gets one per offset still ahead at booking time, and none for an offset already past', () => {
    const plan = planReminders([1440, 60], START, at('2026-12-01T12:00:00Z'), at('2026-12-01T12:00:05Z'));
    expect(reminderList(plan)).toEqual([
      { minutesBefore: 1440, at: '2026-12-09T09:00:00.000Z', status: 'scheduled' },
      { minutesBefore: 60, at: '2026-12-10T08:00:00.000Z', status: 'scheduled' },
    ]);
    // Booked 5 hours ahead: the day-before reminder would go out at once, beside the confirmation.
    expect(reminderList(planReminders([1440, 60], START, at('2026-12-10T04:00:00Z'), at('2026-12-10T04:00:01Z')))).toEqual([
      { minutesBefore: 60, at: '2026-12-10T08:00:00.000Z', status: 'scheduled' },
    ]);
  });

  it('marks one that was ahead when booked but passed before the outbox ran as skipped: never sent late', () => {
    const plan = planReminders([60], START, at('2026-12-10T07:50:00Z'), at('2026-12-10T08:01:00Z'));
    expect(reminderList(plan)).toEqual([{ minutesBefore: 60, at: '2026-12-10T08:00:00.000Z', status: 'skipped' }]);
  });

  it('moves every reminder with the booking, and skips one that has no place before the new start', () => {
    const before = planReminders([1440, 60], START, at('2026-12-01T12:00:00Z'), at('2026-12-01T12:00:00Z'));
    const later = movedReminders(before, [1440, 60], '2026-12-15T10:00:00.000Z', at('2026-12-02T00:00:00Z'));
    expect(reminderList(later).map((r) => [r.minutesBefore, r.at, r.status])).toEqual([
      [1440, '2026-12-14T10:00:00.000Z', 'scheduled'],
      [60, '2026-12-15T09:00:00.000Z', 'scheduled'],
    ]);
    const sooner = movedReminders(before, [1440, 60], '2026-12-02T10:00:00.000Z', at('2026-12-02T00:00:00Z'));
    expect(reminderList(sooner).map((r) => [r.minutesBefore, r.status])).toEqual([
      [1440, 'skipped'],
      [60, 'scheduled'],
    ]);
  });

  it('cancels what is still scheduled and keeps what went out', () => {
    const plan = planReminders([1440, 60], START, at('2026-12-01T12:00:00Z'), at('2026-12-01T12:00:00Z'));
    plan['1440'].status = 'sent';
    expect(reminderList(cancelledReminders(plan)).map((r) => r.status)).toEqual(['sent', 'cancelled']);
  });
});

describe('whether a due reminder goes out', () => {
  const plan = planReminders([60], START, at('2026-12-01T12:00:00Z'), at('2026-12-01T12:00:00Z'));
  const event = { bookingId: 'b-1', minutesBefore: 60, start: START };
  const now = at('2026-12-10T08:00:00Z');

  it('goes out while the booking is confirmed for the start it was planned for', () => {
    expect(reminderDecision({ status: 'confirmed', start: START, reminders: plan }, event, now)).toBe('send');
  });

  it('is skipped for a cancelled, moved or missing booking, a cancelled reminder, or a meeting that began', () => {
    expect(reminderDecision({ status: 'cancelled', start: START, reminders: plan }, event, now)).toBe('skip');
    expect(reminderDecision({ status: 'confirmed', start: '2026-12-11T09:00:00.000Z', reminders: plan }, event, now)).toBe('skip');
    expect(reminderDecision(undefined, event, now)).toBe('skip');
    expect(reminderDecision({ status: 'confirmed', start: START, reminders: cancelledReminders(plan) }, event, now)).toBe('skip');
    expect(reminderDecision({ status: 'confirmed', start: START, reminders: plan }, event, at(START))).toBe('skip');
  });
});

describe('the reminder setting', () => {
  const withReminders = (reminderMinutesBefore: unknown) => calendarSettingsSchema.safeParse({ ...seedCalendarSettings, reminderMinutesBefore });
  const problem = (reminderMinutesBefore: unknown) => {
    const parsed = withReminders(reminderMinutesBefore);
    return parsed.success ? undefined : parsed.error.issues[0].message;
  };

  it('defaults to a day and an hour before, for settings stored without it', () => {
    const { reminderMinutesBefore: _left, ...older } = seedCalendarSettings;
    expect(calendarSettingsSchema.parse(older).reminderMinutesBefore).toEqual([1440, 60]);
  });

  it('takes up to 3 different whole numbers from 5 to 10080, or none', () => {
    expect(withReminders([10080, 5, 90]).success).toBe(true);
    expect(withReminders([]).success).toBe(true);
    expect(problem([1440, 60, 30, 15])).toBe('At most 3 reminders can be set.');
    expect(problem([4])).toBe('A reminder goes out at least 5 minutes before the meeting.');
    expect(problem([10081])).toBe('A reminder goes out at most 10080 minutes (7 days) before the meeting.');
    expect(problem([60.5])).toBe('Enter each reminder as a whole number of minutes.');
    expect(problem([60, 60])).toBe('Each reminder must be at a different time.');
    expect(problem('60')).toBe('Reminders must be a list of minutes before the meeting.');
  });

  it('is described in words', () => {
    expect([1440, 60, 90, 5, 10080, 1500].map(describeMinutesBefore)).toEqual(['1 day', '1 hour', '1 hour 30 minutes', '5 minutes', '7 days', '1 day 1 hour']);
  });
});
