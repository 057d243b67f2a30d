import { GetCommand, PutCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { MeetingProvider, MissingLinkReason } from '../../shared/booking/meeting';
import type { Attendance, BookingStatus } from '../../shared/booking/schemas';
import type { ReminderPlan } from '../../shared/booking/reminders';
import type { BookingOccupancy, BusyTime, Interval } from '../../shared/booking/slots';
import { anonymisedBookingFields, droppedBookingFields, sameAddress, withoutAddress } from '../../shared/privacy/rules';
import { batchGetConsistent, isConditionFailure } from '../lib/query-all';
import type { NamedWrite } from '../lib/transaction';

/*
 * The `bookings` table holds two kinds of items:
 *  - one DAY item per business date (`pk DAY#2026-12-01`, `sk DAY`): the date's bookings as a map id → entry
 *    (times and status only, no personal data) and a `version` number. Every change of a date's bookings is a
 *    transaction that includes this item under `version = :read`, so two requests can never both change a date
 *    from the same snapshot: the slot engine's overlap rule holds for every committed pair.
 *  - one BOOKING item per booking (`pk BOOKING#<id>`, `sk BOOKING`): the customer's details, the meeting link.
 *   A DAY item also carries the busy times of each staff calendar that touch the date, one attribute per calendar
 *   (`busy:<calendarId>`: a list of [start, end] epoch-ms pairs, nothing about the events themselves). The slot
 *   engine reads them with the bookings in the same request, and a sync that changes them raises `version` too, so
 *   a booking decided before a busy time arrived fails its condition and decides again.
 * The `booking_slots` table holds one claim per occupied slot (`slot 2026-12-01T09:00`), a unique key no two
 * bookings can both hold: written and released in the same transactions as the DAY entry it belongs to.
 * This module builds those writes; the use cases put them in one transaction (transaction.ts).
 */

export const DAY_SK = 'DAY';
export const BOOKING_SK = 'BOOKING';
export const dayPk = (date: string) => `DAY#${date}`;
export const bookingPk = (id: string) => `BOOKING#${id}`;

/** A booking as its DAY item stores it. */
export interface DayEntry {
  id: string;
  date: string;
  time: string;
  /** ISO instants (UTC). */
  start: string;
  end: string;
  duration: number;
  status: BookingStatus;
  createdAt: string;
  /** Times the visitor moved the booking (absent: never); the invitation's SEQUENCE (manage-booking). */
  sequence?: number;
}

export interface DayItem {
  date: string;
  /** 0 when the item does not exist yet. */
  version: number;
  bookings: Record<string, DayEntry>;
  /** Busy times of the staff calendars touching the date, by calendar id (epoch ms, end exclusive). */
  busy: Record<string, Interval[]>;
}

export type MeetLinkStatus = 'created' | 'missing';

/** What the notifications record about a booking's meeting link: the link made, or why there is none. */
export type MeetLinkOutcome =
  | { meetLinkStatus: 'created'; meetLink: string; calendarEventId?: string }
  | { meetLinkStatus: 'missing'; meetLinkMissing: MissingLinkReason };

/** Attribute of a DAY item holding one calendar's busy times. */
const BUSY_PREFIX = 'busy:';
const busyAttribute = (calendarId: string) => `${BUSY_PREFIX}${calendarId}`;

/** The full booking (BOOKING item). */
export interface BookingRecord extends DayEntry {
  name: string;
  email: string;
  phone: string;
  phoneCountryCode: string;
  country: string;
  company: string;
  role: string;
  subject: string;
  guests: string[];
  customerTimezone: string;
  businessTimezone: string;
  theme: 'light' | 'dark';
  /** The provider chosen when the booking was made; absent on bookings made before the choice existed (Google's). */
  meetingProvider?: MeetingProvider;
  /** The meeting's own link: set only with `meetLinkStatus: 'created'`. */
  meetLink?: string;
  /**
   * `created`: the link is the meeting's own; `missing`: none was made and staff send one (`meetLinkMissing` says
   * why). Anything else, as older bookings may hold, counts as no link.
   */
  meetLinkStatus?: MeetLinkStatus;
  meetLinkMissing?: MissingLinkReason;
  calendarEventId?: string;
  /** Set when the booking is cancelled (cancel-booking.ts). */
  cancelledAt?: string;
  cancelledBy?: string;
  cancelReason?: string;
  /** Set when the visitor moved the booking (manage-booking): when, and the slot it left. */
  rescheduledAt?: string;
  previousDate?: string;
  previousTime?: string;
  previousStart?: string;
  /** Moves the visitor made so far (a booking moves at most MAX_RESCHEDULES times); absent before the first. */
  rescheduleCount?: number;
  /** The staff member who booked it from the dashboard; absent when the visitor booked it. */
  bookedBy?: string;
  /** Whether the customer came, marked by staff once the meeting started (lambdas/admin/booking-operations.ts). */
  attendance?: Attendance;
  attendanceMarkedAt?: string;
  attendanceMarkedBy?: string;
  /** Set by an erasure that cancelled the booking: the notifications consumer anonymises it once the cancellation went out. */
  erasePending?: boolean;
  /** When the personal fields were removed (retention or erasure). */
  anonymisedAt?: string;
  /** The reminder offsets (minutes) the booking was planned with, and its reminders by offset (notifications/reminders.ts). */
  reminderMinutesBefore?: number[];
  reminders?: ReminderPlan;
  /** Epoch seconds: when retention anonymises the booking (DynamoDB TTL; docs/privacy.md). */
  expiresAt?: number;
}

/** The bookings an address made, and the ones that list it as a guest. */
export interface AddressBookings {
  owned: BookingRecord[];
  guestOf: BookingRecord[];
}

export class BookingStore {
  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly bookingsTable: string,
    private readonly slotsTable: string,
  ) {}

  get client(): DynamoDBDocumentClient {
    return this.documents;
  }

  get tableName(): string {
    return this.bookingsTable;
  }

  /** DAY items of the dates (missing ones as version 0), strongly consistent. */
  async readDays(dates: readonly string[]): Promise<Map<string, DayItem>> {
    const found = await batchGetConsistent(this.documents, { [this.bookingsTable]: this.dayKeys(dates) });
    return daysFrom(dates, found.get(this.bookingsTable) ?? []);
  }

  /** Keys of the DAY items of the dates (for a BatchGet that also reads other tables). */
  dayKeys(dates: readonly string[]): Record<string, unknown>[] {
    return [...new Set(dates)].map((date) => ({ pk: dayPk(date), sk: DAY_SK }));
  }

  /** BOOKING items of the ids (strongly consistent); ids without an item are left out. */
  async getBookings(ids: readonly string[]): Promise<BookingRecord[]> {
    const keys = [...new Set(ids)].map((id) => ({ pk: bookingPk(id), sk: BOOKING_SK }));
    const found = await batchGetConsistent(this.documents, { [this.bookingsTable]: keys });
    return (found.get(this.bookingsTable) ?? []).map(toBookingRecord);
  }

  async getBooking(id: string): Promise<BookingRecord | undefined> {
    const { Item } = await this.documents.send(
      new GetCommand({ TableName: this.bookingsTable, Key: { pk: bookingPk(id), sk: BOOKING_SK }, ConsistentRead: true }),
    );
    return Item ? toBookingRecord(Item) : undefined;
  }

  /**
   * Records the meeting link once: the first writer wins, and the stored link is returned either way, so an
   * at-least-once consumer running twice still sends one link to everybody.
   */
  async setMeetLink(id: string, link: MeetLinkOutcome): Promise<BookingRecord | undefined> {
    const values: Record<string, string> =
      link.meetLinkStatus === 'created'
        ? { meetLink: link.meetLink, meetLinkStatus: 'created', ...(link.calendarEventId ? { calendarEventId: link.calendarEventId } : {}) }
        : { meetLinkStatus: 'missing', meetLinkMissing: link.meetLinkMissing };
    const names = Object.keys(values);
    try {
      await this.documents.send(
        new UpdateCommand({
          TableName: this.bookingsTable,
          Key: { pk: bookingPk(id), sk: BOOKING_SK },
          UpdateExpression: `SET ${names.map((name) => `${name} = :${name}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(meetLink) AND attribute_not_exists(meetLinkStatus)',
          ExpressionAttributeValues: Object.fromEntries(names.map((name) => [`:${name}`, values[name]])),
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    return this.getBooking(id);
  }

  /**
   * Stores a booking's reminders while it still starts at `start` with the move `sequence` (0 before any move), and,
   * for its first plan, only if it has none yet. False when the booking changed meanwhile or already had a plan.
   */
  async saveReminders(id: string, plan: { offsets: number[]; reminders: ReminderPlan }, expected: { start: string; sequence: number; first: boolean }): Promise<boolean> {
    try {
      await this.documents.send(
        new UpdateCommand({
          TableName: this.bookingsTable,
          Key: { pk: bookingPk(id), sk: BOOKING_SK },
          UpdateExpression: 'SET reminders = :reminders, reminderMinutesBefore = :offsets',
          ConditionExpression: [
            'attribute_exists(pk) AND #start = :start',
            expected.sequence === 0 ? 'attribute_not_exists(#sequence)' : '#sequence = :sequence',
            ...(expected.first ? ['attribute_not_exists(reminders)'] : []),
          ].join(' AND '),
          ExpressionAttributeNames: { '#start': 'start', '#sequence': 'sequence' },
          ExpressionAttributeValues: {
            ':reminders': plan.reminders,
            ':offsets': plan.offsets,
            ':start': expected.start,
            ...(expected.sequence === 0 ? {} : { ':sequence': expected.sequence }),
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** Cancels the reminders still scheduled (a cancelled booking's plan). */
  async replaceReminders(id: string, reminders: ReminderPlan): Promise<void> {
    await this.documents.send(
      new UpdateCommand({
        TableName: this.bookingsTable,
        Key: { pk: bookingPk(id), sk: BOOKING_SK },
        UpdateExpression: 'SET reminders = :reminders',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':reminders': reminders },
      }),
    ).catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
  }

  /** Marks one reminder `sent` or `skipped` while it is still planned for `at` and not yet decided. */
  async markReminder(id: string, minutesBefore: number, at: string, status: 'sent' | 'skipped'): Promise<void> {
    await this.documents.send(
      new UpdateCommand({
        TableName: this.bookingsTable,
        Key: { pk: bookingPk(id), sk: BOOKING_SK },
        UpdateExpression: 'SET reminders.#offset.#status = :status',
        ConditionExpression: 'reminders.#offset.#at = :at AND reminders.#offset.#status = :scheduled',
        ExpressionAttributeNames: { '#offset': String(minutesBefore), '#status': 'status', '#at': 'at' },
        ExpressionAttributeValues: { ':status': status, ':at': at, ':scheduled': 'scheduled' },
      }),
    ).catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
  }

  /**
   * Every BOOKING item that names the address, as the customer or as a guest (matched as the booking limit matches
   * addresses). A scan: it serves only personal data requests, which are rare, rate-limited and need every booking
   * however old, and it reads only the items' keys and addresses before fetching the few that match.
   */
  async findByAddress(email: string): Promise<AddressBookings> {
    const owned: string[] = [];
    const guestOf: string[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.documents.send(
        new ScanCommand({
          TableName: this.bookingsTable,
          FilterExpression: 'sk = :booking',
          ProjectionExpression: 'id, email, guests',
          ExpressionAttributeValues: { ':booking': BOOKING_SK },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) {
        if (typeof item.email === 'string' && sameAddress(item.email, email)) owned.push(String(item.id));
        else if (Array.isArray(item.guests) && item.guests.some((guest) => typeof guest === 'string' && sameAddress(guest, email))) guestOf.push(String(item.id));
      }
      start = page.LastEvaluatedKey;
    } while (start);
    const byStart = (a: BookingRecord, b: BookingRecord) => a.start.localeCompare(b.start);
    const [ownedRecords, guestRecords] = await Promise.all([this.getBookings(owned), this.getBookings(guestOf)]);
    return { owned: ownedRecords.sort(byStart), guestOf: guestRecords.sort(byStart) };
  }

  /** Removes a booking's personal fields for good; its times and status stay. Safe to repeat. */
  async anonymise(id: string, now: Date): Promise<void> {
    const fields = Object.entries(anonymisedBookingFields);
    await this.documents.send(
      new UpdateCommand({
        TableName: this.bookingsTable,
        Key: { pk: bookingPk(id), sk: BOOKING_SK },
        UpdateExpression: `SET ${fields.map((_, index) => `#f${index} = :f${index}`).join(', ')}, anonymisedAt = if_not_exists(anonymisedAt, :now) REMOVE ${[...droppedBookingFields, 'erasePending', 'expiresAt'].join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(fields.map(([name], index) => [`#f${index}`, name])),
        ExpressionAttributeValues: { ...Object.fromEntries(fields.map(([, value], index) => [`:f${index}`, value])), ':now': now.toISOString() },
      }),
    ).catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
  }

  /** Takes an address off a booking's guest list; false when the list changed meanwhile (read it again). */
  async removeGuest(booking: Pick<BookingRecord, 'id' | 'guests'>, email: string): Promise<boolean> {
    try {
      await this.documents.send(
        new UpdateCommand({
          TableName: this.bookingsTable,
          Key: { pk: bookingPk(booking.id), sk: BOOKING_SK },
          UpdateExpression: 'SET guests = :left',
          ConditionExpression: 'guests = :read',
          ExpressionAttributeValues: { ':left': withoutAddress(booking.guests, email), ':read': booking.guests },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** Marks when retention anonymises the booking, as long as its meeting still ends at `end` and it keeps its details. */
  async scheduleAnonymisation(id: string, end: string, expiresAt: number): Promise<void> {
    await this.documents.send(
      new UpdateCommand({
        TableName: this.bookingsTable,
        Key: { pk: bookingPk(id), sk: BOOKING_SK },
        UpdateExpression: 'SET expiresAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND #end = :end AND attribute_not_exists(anonymisedAt)',
        ExpressionAttributeNames: { '#end': 'end' },
        ExpressionAttributeValues: { ':at': expiresAt, ':end': end },
      }),
    ).catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
  }

  /** Writes back a BOOKING item TTL removed (anonymised, or with a later expiry); an item written since is left alone. */
  async restore(record: BookingRecord): Promise<void> {
    await this.documents.send(
      new PutCommand({ TableName: this.bookingsTable, Item: { pk: bookingPk(record.id), sk: BOOKING_SK, ...record }, ConditionExpression: 'attribute_not_exists(pk)' }),
    ).catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
  }

  // ── writes for transactions ─────────────────────────────────────────────────────────────────────────────────

  /** The slot's claim, for a slot no occupying booking holds. */
  claimSlot(slot: string, bookingId: string, expiresAt: number): NamedWrite<'claim'> {
    return {
      name: 'claim',
      item: {
        Put: {
          TableName: this.slotsTable,
          Item: { slot, bookingId, expiresAt },
          ConditionExpression: 'attribute_not_exists(slot)',
        },
      },
    };
  }

  /** Gives a booking's claim back (a claim already gone, by its TTL, is fine). */
  releaseSlot(slot: string, bookingId: string): NamedWrite<'release'> {
    return {
      name: 'release',
      item: {
        Delete: {
          TableName: this.slotsTable,
          Key: { slot },
          ConditionExpression: 'attribute_not_exists(slot) OR bookingId = :mine',
          ExpressionAttributeValues: { ':mine': bookingId },
        },
      },
    };
  }

  /** A new BOOKING item (the id is new: a retry that already committed finds its entry on the DAY item first). */
  putBooking(record: BookingRecord): NamedWrite<'booking'> {
    return {
      name: 'booking',
      item: {
        Put: {
          TableName: this.bookingsTable,
          Item: { pk: bookingPk(record.id), sk: BOOKING_SK, ...record },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    };
  }

  /**
   * Changes a BOOKING item while it still occupies the slot the caller read: `set` attributes are written, and the
   * condition fails when the booking was cancelled or moved meanwhile, or (with `movedFewerThan`) when it has already
   * been moved that many times.
   */
  updateBooking(
    current: Pick<DayEntry, 'id' | 'date' | 'time'>,
    set: Partial<BookingRecord>,
    options: { movedFewerThan?: number } = {},
  ): NamedWrite<'booking'> {
    const entries = Object.entries(set).filter(([, value]) => value !== undefined);
    const names: Record<string, string> = Object.fromEntries(entries.map(([key], index) => [`#a${index}`, key]));
    const values: Record<string, unknown> = Object.fromEntries(entries.map(([, value], index) => [`:a${index}`, value]));
    let moveCondition = '';
    if (options.movedFewerThan !== undefined) {
      // In the transaction itself, so concurrent moves can never pass the limit between a read and a write.
      moveCondition = ' AND (attribute_not_exists(#rescheduleCount) OR #rescheduleCount < :movedFewerThan)';
      names['#rescheduleCount'] = 'rescheduleCount';
      values[':movedFewerThan'] = options.movedFewerThan;
    }
    return {
      name: 'booking',
      item: {
        Update: {
          TableName: this.bookingsTable,
          Key: { pk: bookingPk(current.id), sk: BOOKING_SK },
          UpdateExpression: `SET ${entries.map((_, index) => `#a${index} = :a${index}`).join(', ')}`,
          ConditionExpression: `#status IN (:confirmed, :pending) AND #date = :date AND #time = :time${moveCondition}`,
          ExpressionAttributeNames: { ...names, '#status': 'status', '#date': 'date', '#time': 'time' },
          ExpressionAttributeValues: { ...values, ':confirmed': 'confirmed', ':pending': 'pending', ':date': current.date, ':time': current.time },
        },
      },
    };
  }

  /**
   * Sets (or, with an empty list, removes) one calendar's busy times on a date, under the version the caller read:
   * the version goes up as for a booking, so a booking decided on the old busy times cannot commit.
   */
  setDayBusy(day: DayItem, calendarId: string, busy: readonly Interval[]): NamedWrite<'day'> {
    const pairs = busy.map((interval) => [interval.start, interval.end]);
    if (day.version === 0) {
      return {
        name: 'day',
        item: {
          Put: {
            TableName: this.bookingsTable,
            Item: { pk: dayPk(day.date), sk: DAY_SK, date: day.date, version: 1, bookings: {}, ...(pairs.length > 0 ? { [busyAttribute(calendarId)]: pairs } : {}) },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      };
    }
    return {
      name: 'day',
      item: {
        Update: {
          TableName: this.bookingsTable,
          Key: { pk: dayPk(day.date), sk: DAY_SK },
          UpdateExpression: pairs.length > 0 ? 'SET #busy = :busy, version = version + :one' : 'SET version = version + :one REMOVE #busy',
          ConditionExpression: 'version = :read',
          ExpressionAttributeNames: { '#busy': busyAttribute(calendarId) },
          ExpressionAttributeValues: { ':one': 1, ':read': day.version, ...(pairs.length > 0 ? { ':busy': pairs } : {}) },
        },
      },
    };
  }

  /**
   * A change of a date's bookings (entries set, entries removed) under the version the caller read: the write fails
   * when any other change of the date committed in between.
   */
  changeDay<Name extends string>(name: Name, day: DayItem, change: { set?: DayEntry[]; remove?: string[] }): NamedWrite<Name> {
    const set = change.set ?? [];
    const remove = change.remove ?? [];
    if (day.version === 0) {
      return {
        name,
        item: {
          Put: {
            TableName: this.bookingsTable,
            Item: { pk: dayPk(day.date), sk: DAY_SK, date: day.date, version: 1, bookings: Object.fromEntries(set.map((entry) => [entry.id, entry])) },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      };
    }
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = { ':one': 1, ':read': day.version };
    const sets = set.map((entry, index) => {
      names[`#s${index}`] = entry.id;
      values[`:s${index}`] = entry;
      return `bookings.#s${index} = :s${index}`;
    });
    const removes = remove.map((id, index) => {
      names[`#r${index}`] = id;
      return `bookings.#r${index}`;
    });
    return {
      name,
      item: {
        Update: {
          TableName: this.bookingsTable,
          Key: { pk: dayPk(day.date), sk: DAY_SK },
          UpdateExpression: [`SET ${[...sets, 'version = version + :one'].join(', ')}`, removes.length > 0 ? `REMOVE ${removes.join(', ')}` : ''].join(' ').trim(),
          ConditionExpression: 'version = :read',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
    };
  }
}

function toBookingRecord(item: Record<string, unknown>): BookingRecord {
  const { pk: _pk, sk: _sk, ...record } = item;
  return record as unknown as BookingRecord;
}

/** What the slot engine needs from the DAY items read. */
export function occupancyOfDays(days: Iterable<DayItem>): BookingOccupancy[] {
  const result: BookingOccupancy[] = [];
  for (const day of days) {
    for (const entry of Object.values(day.bookings)) {
      result.push({ date: entry.date, time: entry.time, start: entry.start, duration: entry.duration, status: entry.status });
    }
  }
  return result;
}

/** The busy times of the staff calendars on the DAY items read (an interval spanning several dates counted once). */
export function busyOfDays(days: Iterable<DayItem>): BusyTime[] {
  const seen = new Set<string>();
  const result: BusyTime[] = [];
  for (const day of days) {
    for (const [calendarId, intervals] of Object.entries(day.busy)) {
      for (const { start, end } of intervals) {
        const key = `${calendarId}|${start}|${end}`;
        if (seen.has(key)) continue;
        seen.add(key);
        result.push({ calendarId, start, end });
      }
    }
  }
  return result;
}

/** The DAY items of the dates from the items a read found (absent dates as empty version-0 days). */
export function daysFrom(dates: readonly string[], items: Record<string, unknown>[]): Map<string, DayItem> {
  const result = new Map<string, DayItem>(dates.map((date) => [date, { date, version: 0, bookings: {}, busy: {} }]));
  for (const item of items) {
    const day = toDayItem(item);
    result.set(day.date, day);
  }
  return result;
}

export function toDayItem(item: Record<string, unknown>): DayItem {
  const busy: Record<string, Interval[]> = {};
  for (const [name, value] of Object.entries(item)) {
    if (!name.startsWith(BUSY_PREFIX) || !Array.isArray(value)) continue;
    busy[name.slice(BUSY_PREFIX.length)] = value.map((pair) => ({ start: Number((pair as unknown[])[0]), end: Number((pair as unknown[])[1]) }));
  }
  return {
    date: String(item.date),
    version: Number(item.version ?? 0),
    bookings: (item.bookings ?? {}) as Record<string, DayEntry>,
    busy,
  };
}

