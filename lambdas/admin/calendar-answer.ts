import type { AdminCalendarResponse } from '../../shared/admin/schemas';
import { dateAt } from '../../shared/booking/time';
import { calendarStore } from '../calendar/deps';

/** The staff calendar answer: settings, blocks and the overrides from today on. */
export async function calendarAnswer(): Promise<AdminCalendarResponse> {
  const [settings, blocks, overrides] = await Promise.all([calendarStore().getSettings(), calendarStore().listBlocks(), calendarStore().getOverrides()]);
  const today = dateAt(Date.now(), settings.timezone);
  return { settings, blocks, overrides: Object.fromEntries(Object.entries(overrides).filter(([date]) => date >= today).sort(([a], [b]) => a.localeCompare(b))) };
}
