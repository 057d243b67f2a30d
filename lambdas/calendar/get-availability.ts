import { availabilityQuerySchema, type AvailabilityResponse } from '../../shared/booking/schemas';
import { generateSlots, toSlotDto } from '../../shared/booking/slots';
import { addDays, daysBetween } from '../../shared/booking/time';
import { dynamo, tableName } from '../lib/aws';
import { errorResponse, jsonResponse, validate, type HttpEvent, type HttpResult } from '../lib/http';
import { BookingStore, occupancyOfDays } from '../bookings/booking-store';
import { calendarEpoch } from './change-epoch';
import { CalendarSnapshotReader } from './calendar-snapshot';
import { CalendarStore } from './calendar-store';

/**
 * How long an answer is reused for the same range. The web app refreshes a date 500 ms after a `booking.created`
 * message (spec §4), so a change made in another container is always visible by then; a change made in this
 * process (a booking, a settings or block change) drops the answers at once.
 */
export const AVAILABILITY_REUSE_MS = 250;
const MAX_REUSED_RANGES = 200;

let reader: CalendarSnapshotReader | undefined;
/** Answers by range, kept serialised: a reused answer costs neither the engine nor JSON.stringify. */
const answers = new Map<string, { at: number; epoch: number; json: string }>();
const inFlight = new Map<string, Promise<string>>();

/**
 * GET /api/availability?from&to — every bookable slot of the business dates in the range: the settings item, the
 * range's DAY items (plus one day each side; reused while the bookings version stands), then the engine in memory.
 * The answer carries dates, times and instants only: no names, addresses or booking ids. Concurrent requests for
 * one range share one computation.
 */
export async function handler(event: HttpEvent): Promise<HttpResult> {
  try {
    const query = validate(availabilityQuerySchema, event.queryStringParameters ?? {});
    // The answer is served as the JSON it was stored as (the wrapper's jsonResponse gives the headers).
    return { ...jsonResponse(200, undefined), body: await answer(query.from, query.to) };
  } catch (error) {
    return errorResponse(error, event);
  }
}

function answer(from: string, to: string): Promise<string> {
  const key = `${from}|${to}`;
  const reused = answers.get(key);
  if (reused && Date.now() - reused.at < AVAILABILITY_REUSE_MS && reused.epoch === calendarEpoch()) return Promise.resolve(reused.json);
  let computing = inFlight.get(key);
  if (!computing) {
    computing = compute(from, to).finally(() => inFlight.delete(key));
    inFlight.set(key, computing);
  }
  return computing;
}

async function compute(from: string, to: string): Promise<string> {
  const epoch = calendarEpoch();
  reader ??= new CalendarSnapshotReader(
    dynamo(),
    tableName('calendar_settings'),
    new CalendarStore(dynamo(), tableName('calendar_settings'), tableName('availability_blocks')),
    new BookingStore(dynamo(), tableName('bookings'), tableName('booking_slots')),
  );
  const dates: string[] = [];
  for (let offset = -1; offset <= daysBetween(from, to) + 1; offset += 1) dates.push(addDays(from, offset));
  const { settings, blocks, days } = await reader.readCached(dates);
  // The answer is as fresh as this read: its age counts from here.
  const readAt = Date.now();
  const slots = generateSlots({ settings, blocks, bookings: occupancyOfDays(days.values()), from, to, now: readAt });
  const body: AvailabilityResponse = { timezone: settings.timezone, slots: slots.map(toSlotDto) };
  const json = JSON.stringify(body);
  if (answers.size >= MAX_REUSED_RANGES) answers.clear();
  answers.set(`${from}|${to}`, { at: readAt, epoch, json });
  return json;
}
