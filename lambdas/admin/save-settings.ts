import { saveSettingsBodySchema, type AdminCalendarResponse } from '../../shared/admin/schemas';
import { broadcast } from '../realtime/broadcast';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { announceSettingsUpdated } from './calendar-changed';
import { audit, calendar } from './deps';

/** PUT /api/admin/calendar/settings `{settings}` — every field of the settings; open booking pages are told. */
export const handler = httpHandler({ authorize: staffWith('calendar:write'), body: saveSettingsBodySchema }, async ({ caller, body }) => {
  const before = await calendar().getSettings();
  await calendar().putSettings(body.settings);
  await announceSettingsUpdated(broadcast);
  const changed = Object.fromEntries(
    Object.entries(body.settings).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof typeof before])),
  );
  await audit().record(caller, 'calendar.settings_updated', 'calendar_settings', { changed });
  const response: AdminCalendarResponse = { settings: body.settings, blocks: await calendar().listBlocks() };
  return { body: response };
});
