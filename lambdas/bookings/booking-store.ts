import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { BookingStatus } from '../../shared/booking/schemas';
import type { BookingOccupancy } from '../../shared/booking/slots';
import { batchGetConsistent } from './batch-get';

/*
 * The `bookings` table holds two kinds of items:
 *  - one DAY item per business date (`pk DAY#2026-12-01`, `sk DAY`): the date's bookings as a map id → entry
 *    (times and status only, no personal data) and a `version` number. Every booking of a date is committed by one
 *    conditional update of this item (`version = :read`), so two requests can never both commit bookings of the
 *    same date from the same snapshot: the slot engine's overlap rule holds for every committed pair.
 *  - one BOOKING item per booking (`pk BOOKING#<id>`, `sk BOOKING`): the customer's details, the meeting link.
 * The `booking_slots` table holds the exact-slot claims (`slot 2026-12-01T09:00`), the old product's
 * `unique_booking_slot`: a conditional put that makes all but one of many racing requests fail fast.
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
}

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
  meetLink?: string;
  /** `created` by the provider, or `placeholder` when it could not be. */
  meetLinkStatus?: 'created' | 'placeholder';
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
}

export interface SlotClaim {
  slot: string;
  bookingId: string;
  /** Epoch ms. */
  claimedAt: number;
}

export type CommitResult = 'committed' | 'conflict';

export class BookingStore {
  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly bookingsTable: string,
    private readonly slotsTable: string,
  ) {}

  /** DAY items of the dates (missing ones as version 0), strongly consistent. */
  async readDays(dates: readonly string[]): Promise<Map<string, DayItem>> {
    const found = await batchGetConsistent(this.documents, { [this.bookingsTable]: this.dayKeys(dates) });
    return daysFrom(dates, found.get(this.bookingsTable) ?? []);
  }

  /** Keys of the DAY items of the dates (for a BatchGet that also reads other tables). */
  dayKeys(dates: readonly string[]): Record<string, unknown>[] {
    return [...new Set(dates)].map((date) => ({ pk: dayPk(date), sk: DAY_SK }));
  }

  get tableName(): string {
    return this.bookingsTable;
  }

  /**
   * Adds a booking to its DAY item if the item is still at the version the caller read. `conflict` means another
   * booking of that date was committed in between: re-read and decide again.
   */
  async commitToDay(day: DayItem, entry: DayEntry): Promise<CommitResult> {
    try {
      if (day.version === 0) {
        await this.documents.send(
          new PutCommand({
            TableName: this.bookingsTable,
            Item: { pk: dayPk(day.date), sk: DAY_SK, date: day.date, version: 1, bookings: { [entry.id]: entry } },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
      } else {
        await this.documents.send(
          new UpdateCommand({
            TableName: this.bookingsTable,
            Key: { pk: dayPk(day.date), sk: DAY_SK },
            UpdateExpression: 'SET bookings.#id = :entry, version = version + :one',
            ConditionExpression: 'version = :read',
            ExpressionAttributeNames: { '#id': entry.id },
            ExpressionAttributeValues: { ':entry': entry, ':one': 1, ':read': day.version },
          }),
        );
      }
      return 'committed';
    } catch (error) {
      if (isConditionalCheckFailed(error)) return 'conflict';
      throw error;
    }
  }

  /**
   * Changes the status of a booking on its DAY item if the item is still at the version the caller read (the same
   * guarantee as `commitToDay`): `conflict` means the date changed in between; re-read and decide again.
   */
  async setDayStatus(day: DayItem, bookingId: string, status: BookingStatus): Promise<CommitResult> {
    try {
      await this.documents.send(
        new UpdateCommand({
          TableName: this.bookingsTable,
          Key: { pk: dayPk(day.date), sk: DAY_SK },
          UpdateExpression: 'SET bookings.#id.#status = :status, version = version + :one',
          ConditionExpression: 'version = :read AND attribute_exists(bookings.#id)',
          ExpressionAttributeNames: { '#id': bookingId, '#status': 'status' },
          ExpressionAttributeValues: { ':status': status, ':one': 1, ':read': day.version },
        }),
      );
      return 'committed';
    } catch (error) {
      if (isConditionalCheckFailed(error)) return 'conflict';
      throw error;
    }
  }

  /** Records a cancellation on the BOOKING item (status, when, by whom, why); false when there is no such booking. */
  async markCancelled(id: string, cancellation: { cancelledAt: string; cancelledBy: string; cancelReason?: string }): Promise<boolean> {
    try {
      await this.documents.send(
        new UpdateCommand({
          TableName: this.bookingsTable,
          Key: { pk: bookingPk(id), sk: BOOKING_SK },
          UpdateExpression:
            'SET #status = :cancelled, cancelledAt = if_not_exists(cancelledAt, :at), cancelledBy = if_not_exists(cancelledBy, :by)' +
            (cancellation.cancelReason ? ', cancelReason = if_not_exists(cancelReason, :reason)' : ''),
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':cancelled': 'cancelled',
            ':at': cancellation.cancelledAt,
            ':by': cancellation.cancelledBy,
            ...(cancellation.cancelReason ? { ':reason': cancellation.cancelReason } : {}),
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  }

  /** BOOKING items of the ids (strongly consistent); ids without an item are left out. */
  async getBookings(ids: readonly string[]): Promise<BookingRecord[]> {
    const keys = [...new Set(ids)].map((id) => ({ pk: bookingPk(id), sk: BOOKING_SK }));
    const found = await batchGetConsistent(this.documents, { [this.bookingsTable]: keys });
    return (found.get(this.bookingsTable) ?? []).map(({ pk: _pk, sk: _sk, ...record }) => record as unknown as BookingRecord);
  }

  async putBooking(record: BookingRecord): Promise<void> {
    await this.documents.send(
      new PutCommand({ TableName: this.bookingsTable, Item: { pk: bookingPk(record.id), sk: BOOKING_SK, ...record } }),
    );
  }

  /** Removes the details of a booking that never reached its DAY item. */
  async deleteBooking(id: string): Promise<void> {
    await this.documents.send(new DeleteCommand({ TableName: this.bookingsTable, Key: { pk: bookingPk(id), sk: BOOKING_SK } }));
  }

  async getBooking(id: string): Promise<BookingRecord | undefined> {
    const { Item } = await this.documents.send(
      new GetCommand({ TableName: this.bookingsTable, Key: { pk: bookingPk(id), sk: BOOKING_SK }, ConsistentRead: true }),
    );
    if (!Item) return undefined;
    const { pk: _pk, sk: _sk, ...record } = Item;
    return record as BookingRecord;
  }

  /**
   * Records the meeting link once: the first writer wins, and the stored link is returned either way, so an
   * at-least-once consumer running twice still sends one link to everybody.
   */
  async setMeetLink(id: string, link: { meetLink: string; meetLinkStatus: 'created' | 'placeholder'; calendarEventId?: string }): Promise<BookingRecord | undefined> {
    try {
      await this.documents.send(
        new UpdateCommand({
          TableName: this.bookingsTable,
          Key: { pk: bookingPk(id), sk: BOOKING_SK },
          UpdateExpression: 'SET meetLink = :link, meetLinkStatus = :status' + (link.calendarEventId ? ', calendarEventId = :event' : ''),
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(meetLink)',
          ExpressionAttributeValues: {
            ':link': link.meetLink,
            ':status': link.meetLinkStatus,
            ...(link.calendarEventId ? { ':event': link.calendarEventId } : {}),
          },
        }),
      );
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
    return this.getBooking(id);
  }

  /**
   * Claims an exact slot for a booking id. Succeeds when the slot is free or already claimed by the same id (a
   * retry), or when `staleClaim` names the current holder to replace. Returns the holder on failure.
   */
  async claimSlot(slot: string, bookingId: string, now: number, expiresAt: number, staleClaim?: SlotClaim): Promise<{ ok: true } | { ok: false; holder?: SlotClaim }> {
    try {
      await this.documents.send(
        new PutCommand({
          TableName: this.slotsTable,
          Item: { slot, bookingId, claimedAt: now, expiresAt },
          ConditionExpression: staleClaim
            ? 'bookingId = :stale AND claimedAt = :staleAt'
            : 'attribute_not_exists(slot) OR bookingId = :mine',
          ExpressionAttributeValues: staleClaim ? { ':stale': staleClaim.bookingId, ':staleAt': staleClaim.claimedAt } : { ':mine': bookingId },
        }),
      );
      return { ok: true };
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      return { ok: false, holder: await this.getClaim(slot) };
    }
  }

  async getClaim(slot: string): Promise<SlotClaim | undefined> {
    const { Item } = await this.documents.send(new GetCommand({ TableName: this.slotsTable, Key: { slot }, ConsistentRead: true }));
    return Item ? { slot, bookingId: String(Item.bookingId), claimedAt: Number(Item.claimedAt) } : undefined;
  }

  /** Gives a claim back (only if still held by this booking). */
  async releaseSlot(slot: string, bookingId: string): Promise<void> {
    try {
      await this.documents.send(
        new DeleteCommand({
          TableName: this.slotsTable,
          Key: { slot },
          ConditionExpression: 'bookingId = :mine',
          ExpressionAttributeValues: { ':mine': bookingId },
        }),
      );
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
  }
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

/** The DAY items of the dates from the items a read found (absent dates as empty version-0 days). */
export function daysFrom(dates: readonly string[], items: Record<string, unknown>[]): Map<string, DayItem> {
  const result = new Map<string, DayItem>(dates.map((date) => [date, { date, version: 0, bookings: {} }]));
  for (const item of items) {
    const day = toDayItem(item);
    result.set(day.date, day);
  }
  return result;
}

export function toDayItem(item: Record<string, unknown>): DayItem {
  return {
    date: String(item.date),
    version: Number(item.version ?? 0),
    bookings: (item.bookings ?? {}) as Record<string, DayEntry>,
  };
}

export function isConditionalCheckFailed(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException || (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';
}
