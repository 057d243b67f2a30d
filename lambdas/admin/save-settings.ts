import { saveSettingsBodySchema, type AdminCalendarResponse } from '../../shared/admin/schemas';
import { broadcast } from '../realtime/broadcast';
import { staffWith } from '../lib/auth';
import { AppError } from '../../shared/errors';
import { httpHandler } from '../lib/http';
import { hasSecret } from '../lib/secrets';
import { announceSettingsUpdated } from './calendar-changed';
import { audit } from '../audit/deps';
import { calendarStore } from '../calendar/deps';

/**
 * PUT /api/admin/calendar/settings `{settings}` — every field of the settings; open booking pages are told. Google
 * Meet can be chosen only where a Google account is configured.
 */
export const handler = httpHandler({ authorize: staffWith('calendar:write'), body: saveSettingsBodySchema }, async ({ caller, body }) => {
  const googleMeetConfigured = hasSecret('googleServiceAccount');
  if (body.settings.meetingProvider === 'google' && !googleMeetConfigured) {
    throw new AppError('VALIDATION_ERROR', { fields: { 'settings.meetingProvider': 'Google Meet needs a Google account, and none is configured. Choose Jitsi Meet or no meeting link.' } });
  }
  const before = await calendarStore().getSettings();
  await calendarStore().putSettings(body.settings);
  await announceSettingsUpdated(broadcast);
  const changed = Object.fromEntries(
    Object.entries(body.settings).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof typeof before])),
  );
  await audit().record(caller, 'calendar.settings_updated', 'calendar_settings', { changed });
  const response: AdminCalendarResponse = { settings: body.settings, blocks: await calendarStore().listBlocks(), googleMeetConfigured };
  return { body: response };
});
