import { logger } from '../lib/logger';
import type { Broadcast, RealtimeMessage } from '../../shared/realtime/messages';

/** Open booking pages read availability again when the settings change. */
export const SETTINGS_UPDATED: RealtimeMessage = { type: 'settings.updated' };

/** Tells every realtime client; best effort (a page that misses it still sees the change on its next load). */
export async function announceSettingsUpdated(broadcast: Broadcast): Promise<void> {
  try {
    await broadcast(SETTINGS_UPDATED);
  } catch (error) {
    logger.warn('settings.updated broadcast failed', { error });
  }
}
