import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SlotDto } from '../../../../shared/booking/schemas';
import { queryClient } from '../../app/query-client';
import { bookingApi, bookingKeys, invalidateDates, refreshAround, useAvailability } from './booking-queries';

const slot: SlotDto = { date: '2026-12-10', time: '10:30', start: '2026-12-10T08:30:00.000Z', end: '2026-12-10T09:00:00.000Z' };

describe('the live check before a submit', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    queryClient().clear();
  });

  it('reads the date again when a live message about it arrives while the check is in flight', async () => {
    let firstRead!: (slots: SlotDto[]) => void;
    const availability = vi
      .spyOn(bookingApi, 'availability')
      .mockImplementationOnce(() => new Promise((resolve) => (firstRead = resolve)))
      .mockResolvedValueOnce([slot]);
    const { result } = renderHook(() => useAvailability(undefined, undefined));

    const check = result.current.isStillFree(slot);
    await vi.waitFor(() => expect(availability).toHaveBeenCalledTimes(1));
    // Someone booked a neighbouring date: its live message forgets this date's check.
    invalidateDates(queryClient(), [slot.date]);
    firstRead([]);

    await expect(check).resolves.toBe(true);
    expect(availability).toHaveBeenCalledTimes(2);
  });

  it('answers taken when the date no longer lists the slot', async () => {
    vi.spyOn(bookingApi, 'availability').mockResolvedValueOnce([]);
    const { result } = renderHook(() => useAvailability(undefined, undefined));
    await expect(result.current.isStillFree(slot)).resolves.toBe(false);
  });
});

describe('a refresh around a live message', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    queryClient().clear();
  });

  const saturday: SlotDto = { date: '2026-12-05', time: '10:00', start: '2026-12-05T08:00:00.000Z', end: '2026-12-05T08:30:00.000Z' };
  const range = bookingKeys.range('2026-12-01', '2026-12-31', 'Africa/Cairo');

  it('keeps a range read again in full while its answer was on the way: a slow answer never brings back a closed day', async () => {
    const client = queryClient();
    client.setQueryData(bookingKeys.settings, { timezone: 'Africa/Cairo' });
    client.setQueryData(range, { '2026-12-05': [saturday] });
    let answer!: (slots: SlotDto[]) => void;
    vi.spyOn(bookingApi, 'availability').mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));

    // A booking on Friday 4 December: the dates around it are read again, and that read is slow.
    const refreshed = refreshAround(client, '2026-12-04');
    await vi.waitFor(() => expect(bookingApi.availability).toHaveBeenCalledWith('2026-12-03', '2026-12-05', undefined));
    // Meanwhile staff close Saturday and the month is read again in full: Saturday has no slot any more.
    await new Promise((resolve) => setTimeout(resolve, 5));
    client.setQueryData(range, {});
    // The slow answer was read before Saturday closed.
    answer([saturday]);
    await refreshed;

    expect(client.getQueryData(range)).toEqual({});
  });

  it('puts what it read into a range that was not read since', async () => {
    const client = queryClient();
    client.setQueryData(bookingKeys.settings, { timezone: 'Africa/Cairo' });
    client.setQueryData(range, { '2026-12-05': [saturday] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    vi.spyOn(bookingApi, 'availability').mockResolvedValueOnce([]);

    await refreshAround(client, '2026-12-04');

    expect(client.getQueryData<Record<string, SlotDto[]>>(range)?.['2026-12-05'] ?? []).toEqual([]);
  });
});
