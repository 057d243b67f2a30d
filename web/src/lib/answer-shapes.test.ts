import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedCalendarSettings } from '../../../shared/booking/seed';
import { ApiError, http, schemaGroup } from './http';

const shapedAnswer = schemaGroup(() => import('./answer-shapes'));

const answering = (body: unknown) => vi.stubGlobal('fetch', vi.fn(async () => Response.json(body)));

afterEach(() => vi.unstubAllGlobals());

describe('answers checked for their shape as a page starts', () => {
  it('reads the public settings answer as the settings, without the working time it also carries', async () => {
    answering({ ...seedCalendarSettings, workingHoursStart: '09:00', workingHoursEnd: '17:00', workingDays: [1, 2, 3, 4, 5] });
    expect(await http.read('GET', '/api/calendar/settings', shapedAnswer((s) => s.calendarSettingsShape))).toEqual(seedCalendarSettings);
  });

  it('refuses an answer of another shape as INVALID_RESPONSE, so the page shows its error state', async () => {
    const slot = { date: '2026-12-01', time: '09:00', start: '2026-12-01T07:00:00.000Z', end: '2026-12-01T07:30:00.000Z' };
    answering({ timezone: 'Africa/Cairo', slots: [slot] });
    expect(await http.read('GET', '/api/availability', shapedAnswer((s) => s.availabilityShape))).toEqual({ timezone: 'Africa/Cairo', slots: [slot] });

    for (const wrong of [{ timezone: 'Africa/Cairo', slots: [{ ...slot, time: 900 }] }, { slots: [] }, []]) {
      answering(wrong);
      const refused = await http.read('GET', '/api/availability', shapedAnswer((s) => s.availabilityShape)).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ApiError);
      expect(refused).toMatchObject({ code: 'INVALID_RESPONSE' });
    }
    answering({ counts: { like: 1, wow: 0, helpful: 0, not_helpful: 0 }, mine: ['love'] });
    await expect(http.read('GET', '/api/posts/x/reactions', shapedAnswer((s) => s.postReactionsShape))).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});
