import { describe, expect, it } from 'vitest';
import { bookingStepReducer, initialSelection } from './booking-steps';
import { filterTimeZones, modernZoneName } from './time-zones';
import { replaceSlotsInRange, withoutSlot } from './availability-state';

const slot = { date: '2026-12-01', time: '09:00', start: '2026-12-01T07:00:00.000Z', end: '2026-12-01T07:30:00.000Z' };

describe('the booking steps', () => {
  it('goes date → time → info and back, clearing the time when leaving the time step', () => {
    const time = bookingStepReducer(initialSelection, { type: 'pickDate', date: '2026-12-01' });
    expect(time).toEqual({ step: 'time', date: '2026-12-01' });
    const info = bookingStepReducer(time, { type: 'pickSlot', slot });
    expect(info).toEqual({ step: 'info', date: '2026-12-01', slot });
    const backToTime = bookingStepReducer(info, { type: 'back' });
    expect(backToTime).toEqual({ step: 'time', date: '2026-12-01', slot });
    expect(bookingStepReducer(backToTime, { type: 'back' })).toEqual({ step: 'date', date: '2026-12-01' });
    expect(bookingStepReducer(info, { type: 'reset' })).toEqual({ step: 'date' });
  });

  it('ends a booking on its confirmation, and "Book another time" starts again at the date', () => {
    const info = { step: 'info' as const, date: '2026-12-01', slot };
    const booking = { ...slot, id: 'b-20261201-x', duration: 30, status: 'confirmed' as const };
    const done = bookingStepReducer(info, { type: 'booked', booking });
    expect(done).toEqual({ step: 'done', date: '2026-12-01', slot, booking });
    expect(bookingStepReducer(done, { type: 'back' })).toBe(done);
    expect(bookingStepReducer(done, { type: 'reset' })).toEqual({ step: 'date' });
    // Only a booking submitted from the form confirms.
    expect(bookingStepReducer({ step: 'time', date: '2026-12-01' }, { type: 'booked', booking })).toEqual({ step: 'time', date: '2026-12-01' });
  });

  it('ignores a time without a date', () => {
    expect(bookingStepReducer(initialSelection, { type: 'pickSlot', slot })).toBe(initialSelection);
  });
});

describe('time zone search', () => {
  const zones = ['America/New_York', 'Asia/Tokyo', 'Europe/London'];
  it('matches words in any order, ignoring case and underscores', () => {
    expect(filterTimeZones(zones, 'new york')).toEqual(['America/New_York']);
    expect(filterTimeZones(zones, 'TOKYO')).toEqual(['Asia/Tokyo']);
    expect(filterTimeZones(zones, 'america/new')).toEqual(['America/New_York']);
    expect(filterTimeZones(zones, '')).toEqual(zones);
  });
});

describe('availability state', () => {
  it('replaces exactly the refreshed range and removes a booked slot', () => {
    const other = { ...slot, date: '2026-12-05' };
    const state = replaceSlotsInRange({ '2026-12-01': [slot], '2026-12-05': [other] }, '2026-11-30', '2026-12-02', []);
    expect(state).toEqual({ '2026-12-05': [other] });
    expect(withoutSlot({ '2026-12-01': [slot] }, '2026-12-01', '09:00')).toEqual({ '2026-12-01': [] });
  });
});

describe('time zone names', () => {
  it('uses the current name of a renamed zone', () => {
    expect(modernZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(modernZoneName('Europe/Paris')).toBe('Europe/Paris');
  });
});
