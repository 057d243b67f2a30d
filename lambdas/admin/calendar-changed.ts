import { logger } from '../lib/logger';
/** What open booking pages listen for to recalculate availability (spec §4, the browser event of a settings change). */
export const SETTINGS_UPDATED = { type: 'settings.updated' } as const;

/** Tells every realtime client; best effort (a page that misses it still sees the change on its next load). */
export async function announceSettingsUpdated(broadcast: (message: object) => Promise<unknown>): Promise<void> {
  try {
    await broadcast(SETTINGS_UPDATED);
  } catch (error) {
    logger.warn('settings.updated broadcast failed', { error });
  }
}
