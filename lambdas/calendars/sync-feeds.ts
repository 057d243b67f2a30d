import { logger } from '../lib/logger';
import { calendarSyncDeps } from './deps';
import { syncCalendar, type CalendarSyncDeps } from './sync-calendar';

/**
 * Reads every staff calendar's feed once: one failing feed (or one whose busy times could not be stored) neither
 * stops the others nor loses its last busy times. Logs carry calendar ids and counts only.
 */
export async function syncEveryFeed(deps: CalendarSyncDeps): Promise<{ synced: number; failed: number }> {
  let synced = 0;
  let failed = 0;
  for (const calendar of await deps.calendars.list()) {
    try {
      const result = await syncCalendar(deps, calendar);
      if (result?.status === 'error') failed += 1;
      else synced += 1;
    } catch (error) {
      failed += 1;
      logger.error('calendar sync crashed', { calendar_id: calendar.id, error_name: (error as Error).name });
    }
  }
  logger.info('calendar feeds synced', { synced, failed });
  return { synced, failed };
}

/** Scheduled every 5 minutes: an EventBridge rule in AWS, the local cloud's timer locally. */
export const handler = (): Promise<{ synced: number; failed: number }> => syncEveryFeed(calendarSyncDeps());
