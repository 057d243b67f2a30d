import { logger } from '../lib/logger';
import { calendarSyncDeps, staffCalendars } from './deps';
import { syncCalendar } from './sync-calendar';

/**
 * Scheduled every 5 minutes (an EventBridge rule in AWS, the local cloud's timer locally): reads every staff
 * calendar's feed and stores its busy times. One failing feed neither stops the others nor loses its last busy
 * times. Logs carry calendar ids and counts only.
 */
export const handler = async (): Promise<{ synced: number; failed: number }> => {
  const deps = calendarSyncDeps();
  let synced = 0;
  let failed = 0;
  for (const calendar of await staffCalendars().list()) {
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
};
