import type { PublicCalendarSettings } from '../../shared/booking/schemas';
import { workingTimeSummary } from '../../shared/booking/working-time';
import { httpHandler } from '../lib/http';
import { calendarStore } from './deps';

/**
 * GET /api/calendar/settings — the public calendar settings (the seed defaults until an administrator sets them)
 * with the working days and hours derived from the weekly blocks, read strongly consistently on every request, so a
 * change is served the moment it is saved. Not cacheable by browsers or CDNs.
 */
export const handler = httpHandler({}, async () => {
  const [settings, blocks] = await Promise.all([calendarStore().getSettings(), calendarStore().listBlocks()]);
  const body: PublicCalendarSettings = { ...settings, ...workingTimeSummary(blocks) };
  return { body };
});
