import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { seedCalendarSettings } from '../../../../shared/booking/seed';
import { BookingScreen } from './BookingScreen';

/** The public settings answer: every stored setting (the seed's, Cairo time) and the working time derived from them. */
const settings = {
  ...seedCalendarSettings,
  workingHoursStart: '09:00',
  workingHoursEnd: '17:00',
  workingDays: [1, 2, 3, 4, 5],
};

/** Two Cairo slots on Tuesday 1 December 2026 (UTC+2). */
const slots = [
  { date: '2026-12-01', time: '09:00', start: '2026-12-01T07:00:00.000Z', end: '2026-12-01T07:30:00.000Z' },
  { date: '2026-12-01', time: '09:30', start: '2026-12-01T07:30:00.000Z', end: '2026-12-01T08:00:00.000Z' },
];

/** A WebSocket stand-in the test drives. */
class FakeSocket {
  static all: FakeSocket[] = [];
  onopen?: () => void;
  onmessage?: (event: { data: string }) => void;
  onerror?: () => void;
  onclose?: () => void;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  close() {}
  open() {
    this.onopen?.();
  }
  fail() {
    this.onerror?.();
    this.onclose?.();
  }
  send(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

let settingsOk = true;
let listed = slots;
const fetchMock = vi.fn(async (url: string) => {
  if (url.startsWith('/api/calendar/settings')) {
    return settingsOk ? Response.json(settings) : Response.json({ error: { code: 'INTERNAL', title: 'x', message: 'x' } }, { status: 500 });
  }
  return Response.json({ timezone: 'Africa/Cairo', slots: listed });
});
const calls = (prefix: string) => fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith(prefix));

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function renderScreen() {
  render(
    <MemoryRouter initialEntries={['/calendar']}>
      <BookingScreen />
    </MemoryRouter>,
  );
  await advance(10);
}

const december1 = () => screen.getByRole('button', { name: /^Tuesday, December 1, 2026,/ });

// Answers are parsed with schemas loaded lazily with the first answer: load them once up front, so that loading the
// module (real time, which fake timers do not advance) does not delay the first answer of every test.
beforeAll(() => Promise.all([import('../../lib/answer-shapes'), import('../../../../shared/booking/schemas'), import('../../../../shared/realtime/messages')]));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00Z')); // a Monday
  localStorage.clear();
  settingsOk = true;
  listed = slots;
  FakeSocket.all = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: 'America/New_York' } as Intl.ResolvedDateTimeFormatOptions);
});

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the booking screen', { timeout: 20_000 }, () => {
  it('shows the month in the visitor zone, days with free times enabled, and the times converted', async () => {
    await renderScreen();
    expect(screen.getByText('November 2026')).toBeTruthy();
    expect(calls('/api/availability')).toEqual(['/api/availability?from=2026-10-31&to=2026-12-01']);
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await advance(10);
    expect(december1().getAttribute('aria-label')).toBe('Tuesday, December 1, 2026, 2 times available');
    expect(december1().getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('button', { name: /^Wednesday, December 2, 2026, no available times/ }).getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(december1());
    expect(screen.getByRole('heading', { name: 'Select time' })).toBeTruthy();
    // The zone is named once, above the grid; each slot shows its time alone (its accessible name keeps the zone).
    expect(screen.getByText('Times shown in your timezone:').textContent).toBe('Times shown in your timezone: America/New_York (EST)');
    const slotButtons = screen.getAllByRole('button', { name: /EST$/ });
    expect(slotButtons.map((button) => button.getAttribute('aria-label'))).toEqual(['2:00 AM EST', '2:30 AM EST']);
    expect(slotButtons.map((button) => button.textContent)).toEqual(['2:00 AM', '2:30 AM']);
  });

  it('drops a slot booked elsewhere at once and refreshes the neighbouring dates after 500 ms', async () => {
    await renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await advance(10);
    fetchMock.mockClear();
    listed = [slots[1]];
    act(() => FakeSocket.all[0].send({ type: 'booking.created', date: '2026-12-01', time: '09:00' }));
    await advance(0);
    expect(december1().getAttribute('aria-label')).toBe('Tuesday, December 1, 2026, 1 time available');
    await advance(499);
    expect(calls('/api/availability')).toEqual([]);
    await advance(1);
    expect(calls('/api/availability')).toEqual(['/api/availability?from=2026-11-30&to=2026-12-02']);
  });

  it('refreshes a cancelled slot and reloads settings and availability 500 ms after settings change', async () => {
    await renderScreen();
    fetchMock.mockClear();
    act(() => FakeSocket.all[0].send({ type: 'booking.cancelled', date: '2026-11-25', time: '10:00' }));
    await advance(500);
    expect(calls('/api/availability')).toEqual(['/api/availability?from=2026-11-24&to=2026-11-26']);

    fetchMock.mockClear();
    act(() => FakeSocket.all[0].send({ type: 'settings.updated' }));
    // Settings wait the same half second as bookings before the page reloads them.
    await advance(499);
    expect(calls('/api/calendar/settings')).toEqual([]);
    expect(calls('/api/availability')).toEqual([]);
    await advance(11);
    expect(calls('/api/calendar/settings')).toHaveLength(1);
    expect(calls('/api/availability')).toHaveLength(1);
  });

  it('reads availability again once the live channel opens: a slot booked before then was never announced to it', async () => {
    await renderScreen();
    expect(screen.getByText('November 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await advance(10);
    expect(december1().getAttribute('aria-label')).toBe('Tuesday, December 1, 2026, 2 times available');
    // Another visitor books 09:00 while this page's channel is still opening.
    listed = [slots[1]];
    fetchMock.mockClear();
    act(() => FakeSocket.all[0].open());
    await advance(10);
    expect(calls('/api/availability')).toEqual(['/api/availability?from=2026-11-30&to=2027-01-01']);
    expect(december1().getAttribute('aria-label')).toBe('Tuesday, December 1, 2026, 1 time available');
  });

  it('reconnects the live channel after 1 s, 2 s and 4 s, then gives up; a success resets the count', async () => {
    await renderScreen();
    expect(FakeSocket.all).toHaveLength(1);
    expect(FakeSocket.all[0].url).toBe('ws://localhost:3000/realtime');
    for (const [index, delay] of [1000, 2000, 4000].entries()) {
      act(() => FakeSocket.all[index].fail());
      await advance(delay - 1);
      expect(FakeSocket.all).toHaveLength(index + 1);
      await advance(1);
      expect(FakeSocket.all).toHaveLength(index + 2);
    }
    act(() => FakeSocket.all[3].fail());
    await advance(60_000);
    expect(FakeSocket.all).toHaveLength(4);

    cleanup();
    FakeSocket.all = [];
    await renderScreen();
    act(() => FakeSocket.all[0].fail());
    await advance(1000);
    fetchMock.mockClear();
    act(() => FakeSocket.all[1].open()); // back: reloads availability, as messages may have been missed
    await advance(10);
    expect(calls('/api/availability')).toHaveLength(1);
    act(() => FakeSocket.all[1].fail());
    await advance(1000);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('retries missing settings 3 times from 800 ms before a date refresh, then gives up quietly', async () => {
    settingsOk = false;
    await renderScreen();
    fetchMock.mockClear();
    act(() => FakeSocket.all[0].send({ type: 'booking.created', date: '2026-11-25', time: '10:00' }));
    await advance(500);
    expect(calls('/api/calendar/settings')).toHaveLength(1);
    await advance(800);
    expect(calls('/api/calendar/settings')).toHaveLength(2);
    await advance(1600);
    expect(calls('/api/calendar/settings')).toHaveLength(3);
    await advance(3200);
    expect(calls('/api/calendar/settings')).toHaveLength(4);
    await advance(20_000);
    expect(calls('/api/calendar/settings')).toHaveLength(4);
    expect(calls('/api/availability')).toEqual([]);
  });

  it('follows a change of the browser time zone within 5 s', async () => {
    await renderScreen();
    expect((screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement).value).toBe('America / New York');
    fetchMock.mockClear();
    vi.mocked(Intl.DateTimeFormat.prototype.resolvedOptions).mockReturnValue({ timeZone: 'Asia/Tokyo' } as Intl.ResolvedDateTimeFormatOptions);
    await advance(5000);
    expect((screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement).value).toBe('Asia / Tokyo');
    expect(calls('/api/availability')).toHaveLength(1);
  });
});
