import { availabilityQuerySchema, type AvailabilityResponse } from '../../shared/booking/schemas';
import { generateSlots, toSlotDto } from '../../shared/booking/slots';
import { addDays, daysBetween } from '../../shared/booking/time';
import { httpHandler } from '../lib/http';
import { engineInputs } from './calendar-snapshot';
import { calendarSnapshots } from './deps';

/**
 * GET /api/availability?from&to — every bookable slot of the business dates in the range: the settings, the working
 * time and the range's DAY items (bookings and staff calendars' busy times) (plus one day each side, whose bookings may reach across midnight), then the engine in
 * memory. Read as the booking path reads, so a slot offered here is one a booking accepts. The answer carries
 * dates, times and instants only: no names, addresses, booking ids or calendar events.
 */
export const handler = httpHandler({ query: availabilityQuerySchema }, async ({ query }) => {
  const dates: string[] = [];
  for (let offset = -1; offset <= daysBetween(query.from, query.to) + 1; offset += 1) dates.push(addDays(query.from, offset));
  const snapshot = await calendarSnapshots().read(dates);
  const slots = generateSlots({ ...engineInputs(snapshot), from: query.from, to: query.to, now: Date.now() });
  const body: AvailabilityResponse = { timezone: snapshot.settings.timezone, slots: slots.map(toSlotDto) };
  return { body };
});
