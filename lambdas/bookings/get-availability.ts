import { availabilityQuerySchema, type AvailabilityResponse } from '../../shared/booking/schemas';
import { generateSlots, toSlotDto } from '../../shared/booking/slots';
import { addDays, daysBetween } from '../../shared/booking/time';
import { httpHandler } from '../lib/http';
import { occupancyOfDays } from './booking-store';
import { calendarSnapshots } from './deps';

/**
 * GET /api/availability?from&to — every bookable slot of the business dates in the range: the settings, the blocks
 * and the range's DAY items (plus one day each side, whose bookings may reach across midnight), then the engine in
 * memory. Read as the booking path reads, so a slot offered here is one a booking accepts. The answer carries
 * dates, times and instants only: no names, addresses or booking ids.
 */
export const handler = httpHandler({ query: availabilityQuerySchema }, async ({ query }) => {
  const dates: string[] = [];
  for (let offset = -1; offset <= daysBetween(query.from, query.to) + 1; offset += 1) dates.push(addDays(query.from, offset));
  const { settings, blocks, days } = await calendarSnapshots().read(dates);
  const slots = generateSlots({ settings, blocks, bookings: occupancyOfDays(days.values()), from: query.from, to: query.to, now: Date.now() });
  const body: AvailabilityResponse = { timezone: settings.timezone, slots: slots.map(toSlotDto) };
  return { body };
});
