import { availabilityQuerySchema, type AvailabilityResponse } from '../../shared/booking/schemas';
import { generateSlots, toSlotDto } from '../../shared/booking/slots';
import { addDays, daysBetween } from '../../shared/booking/time';
import { dynamo, tableName } from '../lib/aws';
import { errorResponse, jsonResponse, validate, type HttpEvent, type HttpResult } from '../lib/http';
import { BookingStore, occupancyOfDays } from '../bookings/booking-store';
import { ReusedAnswers } from '../lib/reused-answer';
import { CALENDAR_ANSWER_REUSE_MS, calendarEpoch } from './change-epoch';
import { CalendarSnapshotReader } from './calendar-snapshot';
import { CalendarStore } from './calendar-store';

let reader: CalendarSnapshotReader | undefined;
/** Answers by range, kept serialised: a reused answer costs neither the engine nor JSON.stringify. */
const answers = new ReusedAnswers<string>(CALENDAR_ANSWER_REUSE_MS, calendarEpoch, { maxKeys: 200 });

/**
 * GET /api/availability?from&to — every bookable slot of the business dates in the range: the settings item, the
 * range's DAY items (plus one day each side; reused while the bookings version stands), then the engine in memory.
 * The answer carries dates, times and instants only: no names, addresses or booking ids. Concurrent requests for
 * one range share one computation, and its answer is reused for CALENDAR_ANSWER_REUSE_MS (dropped at once by a
 * change made in this process).
 */
export async function handler(event: HttpEvent): Promise<HttpResult> {
  try {
    const query = validate(availabilityQuerySchema, event.queryStringParameters ?? {});
    // The answer is served as the JSON it was stored as (the wrapper's jsonResponse gives the headers).
    return { ...jsonResponse(200, undefined), body: await answers.get(`${query.from}|${query.to}`, () => compute(query.from, query.to)) };
  } catch (error) {
    return errorResponse(error, event);
  }
}

async function compute(from: string, to: string): Promise<string> {
  reader ??= new CalendarSnapshotReader(
    dynamo(),
    tableName('calendar_settings'),
    new CalendarStore(dynamo(), tableName('calendar_settings'), tableName('availability_blocks')),
    new BookingStore(dynamo(), tableName('bookings'), tableName('booking_slots')),
  );
  const dates: string[] = [];
  for (let offset = -1; offset <= daysBetween(from, to) + 1; offset += 1) dates.push(addDays(from, offset));
  const { settings, blocks, days } = await reader.readCached(dates);
  const slots = generateSlots({ settings, blocks, bookings: occupancyOfDays(days.values()), from, to, now: Date.now() });
  const body: AvailabilityResponse = { timezone: settings.timezone, slots: slots.map(toSlotDto) };
  return JSON.stringify(body);
}
