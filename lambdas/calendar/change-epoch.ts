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
