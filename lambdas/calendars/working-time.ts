import { dateOverrideSchema } from '../../shared/booking/schemas';
import { explainDate } from '../../shared/booking/slots';
import { addDays, dateAt } from '../../shared/booking/time';
import { explainQuerySchema, toExplainedSlot, type ExplainResponse } from '../../shared/booking/why-not';
import { dateOverrideParamsSchema } from '../../shared/admin/schemas';
import { AppError } from '../../shared/errors';
import { broadcast } from '../realtime/broadcast';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { calendarSnapshots } from '../bookings/deps';
import { engineInputs } from '../bookings/calendar-snapshot';
import { staffCalendars } from './deps';
import { announceSettingsUpdated } from '../admin/calendar-changed';
import { calendarAnswer } from '../admin/calendar-answer';
import { audit } from '../audit/deps';
import { calendarStore } from '../calendar/deps';

/*
 * Working time beyond the weekly blocks: date overrides (a date closed, or open for its own hours) and the "why is
 * this slot not offered?" view, which runs the booking path's own read and engine for one date.
 */

/** GET /api/admin/availability/explain?date — every slot of the date with the rule that hides it. */
export const explainAvailability = httpHandler({ authorize: staffWith('dashboard:read'), query: explainQuerySchema }, async ({ query }) => {
  const [snapshot, calendars] = await Promise.all([
    calendarSnapshots().read([addDays(query.date, -1), query.date, addDays(query.date, 1)]),
    staffCalendars().list(),
  ]);
  const names = new Map(calendars.map((entry) => [entry.id, entry.name]));
  const slots = explainDate({ ...engineInputs(snapshot), date: query.date, now: Date.now() });
  const body: ExplainResponse = { date: query.date, timezone: snapshot.settings.timezone, slots: slots.map((slot) => toExplainedSlot(slot, (id) => names.get(id))) };
  return { body };
});

/** PUT /api/admin/calendar/overrides/{date} `{closed, hours}` — the date's own working time. */
export const saveDateOverride = httpHandler(
  { authorize: staffWith('calendar:write'), params: dateOverrideParamsSchema, body: dateOverrideSchema },
  async ({ caller, params, body }) => {
    const settings = await calendarStore().getSettings();
    if (params.date < dateAt(Date.now(), settings.timezone)) throw new AppError('VALIDATION_ERROR', { fields: { date: 'Choose today or a later date.' } });
    await calendarStore().putOverride(params.date, body);
    await announceSettingsUpdated(broadcast);
    await audit().record(caller, 'calendar.date_override_saved', `date_overrides/${params.date}`, { closed: body.closed, periods: body.hours.length });
    return { body: await calendarAnswer() };
  },
);

/** DELETE /api/admin/calendar/overrides/{date} — the date follows its weekday's blocks again. */
export const deleteDateOverride = httpHandler({ authorize: staffWith('calendar:write'), params: dateOverrideParamsSchema }, async ({ caller, params }) => {
  await calendarStore().deleteOverride(params.date);
  await announceSettingsUpdated(broadcast);
  await audit().record(caller, 'calendar.date_override_removed', `date_overrides/${params.date}`);
  return { body: await calendarAnswer() };
});
