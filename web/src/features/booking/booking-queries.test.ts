import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SlotDto } from '../../../../shared/booking/schemas';
import { queryClient } from '../../app/query-client';
import { bookingApi, invalidateDates, useAvailability } from './booking-queries';

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
