/**
 * A counter of calendar changes (settings, blocks, bookings) made by this process. Caches of this process compare
 * it to drop what a change made here outdated at once; changes made elsewhere (other Lambda containers, an
 * administrator's tool) reach them through their time limits and the versions stored in DynamoDB.
 */
let epoch = 0;

export function markCalendarChanged(): void {
  epoch += 1;
}

export function calendarEpoch(): number {
  return epoch;
}

/**
 * How long the public calendar reads (settings, availability) reuse an answer in one container. The web app
 * reloads 500 ms after a realtime message (`booking.created`, `booking.cancelled`, `settings.updated`; spec §4),
 * so a change made in another container is always visible by then; a change made in this process drops the
 * answers at once (the epoch above).
 */
export const CALENDAR_ANSWER_REUSE_MS = 250;
