import { randomUUID } from 'node:crypto';
import {
  addStaffCalendarBodySchema,
  feedFetchUrl,
  maskFeedUrl,
  staffCalendarParamsSchema,
  type StaffCalendarResponse,
  type StaffCalendarsResponse,
} from '../../shared/booking/staff-calendars';
import { AppError } from '../../shared/errors';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { allowLoopbackHttp, calendarSyncDeps, feedCipher, staffCalendars } from './deps';
import { removeCalendar, syncCalendar } from './sync-calendar';
import { toStaffCalendarDto, type StaffCalendar } from './staff-calendar-store';
import { audit } from '../audit/deps';

/*
 * Staff calendars (docs/admin.md): iCalendar feeds whose busy times hide slots. Every staff role sees them (the
 * address masked); an admin connects and removes them; editors and admins sync one at once.
 */

/** GET /api/admin/calendars */
export const listCalendars = httpHandler({ authorize: staffWith('dashboard:read') }, async () => {
  const body: StaffCalendarsResponse = { calendars: (await staffCalendars().list()).map(toStaffCalendarDto) };
  return { body };
});

/** POST /api/admin/calendars `{name, url}` — stores the address encrypted, then reads the feed once. */
export const addCalendar = httpHandler({ authorize: staffWith('calendars:manage'), body: addStaffCalendarBodySchema }, async ({ caller, body }) => {
  const address = feedFetchUrl(body.url, { allowLoopbackHttp: allowLoopbackHttp() });
  if (!address.ok) throw new AppError('VALIDATION_ERROR', { fields: { url: address.message } });
  const calendar: StaffCalendar = {
    id: `cal-${randomUUID()}`,
    name: body.name,
    sealedUrl: await feedCipher().seal(body.url.trim()),
    maskedUrl: maskFeedUrl(address.url),
    status: 'pending',
    lastSyncedAt: null,
    busyCount: 0,
    createdAt: new Date().toISOString(),
    createdBy: caller.email ?? caller.userId,
  };
  await staffCalendars().add(calendar);
  await audit().record(caller, 'calendar.feed_connected', `staff_calendars/${calendar.id}`, { name: calendar.name });
  const synced = await syncCalendar(calendarSyncDeps(), calendar);
  const response: StaffCalendarResponse = { calendar: toStaffCalendarDto(synced ?? calendar) };
  return { status: 201, body: response };
});

/** POST /api/admin/calendars/{id}/sync — answers once the sync has ended, its status telling how. */
export const syncCalendarNow = httpHandler({ authorize: staffWith('calendar:write'), params: staffCalendarParamsSchema }, async ({ params }) => {
  const calendar = await staffCalendars().get(params.id);
  const synced = calendar && (await syncCalendar(calendarSyncDeps(), calendar));
  if (!synced) throw new AppError('NOT_FOUND', { message: 'This calendar is not connected.' });
  const response: StaffCalendarResponse = { calendar: toStaffCalendarDto(synced) };
  return { body: response };
});

/** DELETE /api/admin/calendars/{id} — its busy times stop blocking at once. */
export const deleteCalendar = httpHandler({ authorize: staffWith('calendars:manage'), params: staffCalendarParamsSchema }, async ({ caller, params }) => {
  const removed = await removeCalendar(calendarSyncDeps(), params.id);
  if (!removed) throw new AppError('NOT_FOUND', { message: 'This calendar is not connected.' });
  await audit().record(caller, 'calendar.feed_removed', `staff_calendars/${removed.id}`, { name: removed.name });
  return { status: 204 };
});
