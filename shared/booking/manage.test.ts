import { describe, expect, it } from 'vitest';
import { changePolicy, MAX_RESCHEDULES, refusalMessage, reschedulesLeft } from './manage';

const start = '2026-12-01T10:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('changePolicy', () => {
  it('allows changes until the minimum notice before the meeting', () => {
    expect(changePolicy({ start, status: 'confirmed' }, at('2026-12-01T08:00:00Z'), 2)).toEqual({ allowed: true, deadline: '2026-12-01T08:00:00.000Z' });
    expect(changePolicy({ start, status: 'confirmed' }, at('2026-12-01T08:00:01Z'), 2)).toMatchObject({ allowed: false, reason: 'too-late' });
    expect(changePolicy({ start, status: 'confirmed' }, at('2026-12-01T09:45:00Z'), 0.25)).toMatchObject({ allowed: true });
  });

  it('refuses once the meeting started, and for a cancelled booking', () => {
    expect(changePolicy({ start, status: 'confirmed' }, at(start), 0)).toMatchObject({ allowed: false, reason: 'started' });
    expect(changePolicy({ start, status: 'cancelled' }, at('2026-11-01T00:00:00Z'), 2)).toMatchObject({ allowed: false, reason: 'cancelled' });
  });

  it('explains a refusal with the configured notice', () => {
    expect(refusalMessage('too-late', 2)).toContain('2 hours before the meeting');
    expect(refusalMessage('too-late', 0.5)).toContain('30 minutes');
  });
});

describe('reschedulesLeft', () => {
  it('counts down from three moves to none, never below', () => {
    expect(MAX_RESCHEDULES).toBe(3);
    expect(reschedulesLeft({})).toBe(3);
    expect(reschedulesLeft({ rescheduleCount: 2 })).toBe(1);
    expect(reschedulesLeft({ rescheduleCount: 3 })).toBe(0);
    expect(reschedulesLeft({ rescheduleCount: 7 })).toBe(0);
  });
});
