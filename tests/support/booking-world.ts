/**
 * An in-memory stand-in for the booking path's tables (DAY and BOOKING items, slot claims, sender limits,
 * idempotency keys), behind the same ports `placeBooking` takes. Each write a port builds carries its condition and
 * its effect; the fake client's transaction checks every condition first and applies every effect only when all
 * hold, answering a cancellation with one reason per write as DynamoDB does. So the booking rules run in
 * microseconds, while DynamoDB Local keeps proving the real expressions (tests/integration/booking/).
 */
import type { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { blockingDomains, emailDomain, normalizeEmail, stillUpcoming, withinWindow, type RecentBookings, type UpcomingBookings } from '../../shared/booking/limits';
import { seedAvailabilityBlocks, seedCalendarSettings } from '../../shared/booking/seed';
import type { AvailabilityBlock, CalendarSettings } from '../../shared/booking/schemas';
import type { BookingRecord, BookingStore, DayEntry, DayItem } from '../../lambdas/bookings/booking-store';
import type { IdempotencyBegin, IdempotencyStore, StoredResponse } from '../../lambdas/bookings/idempotency-store';
import type { AddressItem, Blocked, ClientItem, DomainItem, LimitStore, SenderLimits } from '../../lambdas/bookings/limit-store';
import type { PlaceBookingDeps } from '../../lambdas/bookings/place-booking';
import type { BookingOperationsDeps } from '../../lambdas/admin/booking-operations';
import type { Caller } from '../../lambdas/lib/auth';
import type { CalendarSnapshotReader } from '../../lambdas/bookings/calendar-snapshot';
import type { NamedWrite } from '../../lambdas/lib/transaction';

/** What a fake write does: `holds` is its condition against the state at commit time, `apply` its effect. */
interface FakeEffect {
  holds: () => boolean;
  apply: () => void;
}
const EFFECT = Symbol('effect');
type FakeItem = { [EFFECT]: FakeEffect };

function write<Name extends string>(name: Name, effect: FakeEffect): NamedWrite<Name> {
  return { name, item: { [EFFECT]: effect } as unknown as NamedWrite['item'] };
}

const copy = <T>(value: T): T => structuredClone(value);

export interface BookingWorldOptions {
  settings?: Partial<CalendarSettings>;
  blocks?: readonly AvailabilityBlock[];
  /** Epoch ms the world's clock reads; tests move it with `world.now = …`. */
  now: number;
  clientLimit?: number;
}

export class BookingWorld {
  settings: CalendarSettings;
  blocks: AvailabilityBlock[];
  now: number;
  readonly days = new Map<string, DayItem>();
  readonly claims = new Map<string, string>();
  readonly records = new Map<string, BookingRecord>();
  readonly limitItems = new Map<string, { version: number; upcoming?: UpcomingBookings; recent?: RecentBookings; blocked?: Blocked }>();
  readonly idempotencyKeys = new Map<string, { requestHash: string; bookingId: string; response?: StoredResponse }>();
  /** The address's missed meetings (`noshows#…` items): booking id → meeting end, and the TTL. */
  readonly noShowItems = new Map<string, { version: number; noShows: Record<string, string>; expiresAt: number }>();
  /** Audit entries, in the order recorded (written alone or in a transaction). */
  readonly auditEntries: { actor: string; action: string; target: string; details?: Record<string, unknown> }[] = [];
  /** Transactions attempted, committed or not. */
  transactions = 0;
  /** Runs once just before the next transaction is checked: another request's change landing between read and commit. */
  private interleaved?: () => void;

  constructor(options: BookingWorldOptions) {
    this.settings = { ...seedCalendarSettings, ...options.settings };
    this.blocks = [...(options.blocks ?? seedAvailabilityBlocks)];
    this.now = options.now;
    this.deps = {
      snapshots: this.snapshots(),
      bookings: this.bookingStore(),
      limits: this.limitStore(),
      idempotency: this.idempotencyStore(),
      clientLimit: options.clientLimit ?? 0,
      now: () => this.now,
    };
  }

  /** The ports `placeBooking` takes, all reading and writing this world. */
  readonly deps: PlaceBookingDeps;

  /** The ports of the staff's booking operations: the booking ports and an audit log. */
  get staffDeps(): BookingOperationsDeps {
    const record = (actor: Caller, action: string, target: string, details?: Record<string, unknown>) => ({ actor: actor.email ?? actor.userId, action, target, details });
    return {
      ...this.deps,
      audit: {
        record: async (...args: Parameters<typeof record>) => void this.auditEntries.push(record(...args)),
        entryWrite: (...args: Parameters<typeof record>) => write('audit', { holds: () => true, apply: () => this.auditEntries.push(record(...args)) }),
      },
    } as unknown as BookingOperationsDeps;
  }

  /** Lets `change` happen after the next attempt has read and before its transaction commits. */
  beforeNextCommit(change: () => void) {
    this.interleaved = change;
  }

  day(date: string): DayItem {
    return this.days.get(date) ?? { date, version: 0, bookings: {}, busy: {} };
  }

  /** Another booking of `date` committing: the DAY item gains it and moves to the next version, its slot is claimed. */
  commitOtherBooking(entry: DayEntry) {
    const day = this.day(entry.date);
    this.days.set(entry.date, { ...day, version: day.version + 1, bookings: { ...day.bookings, [entry.id]: entry } });
    this.claims.set(`${entry.date}T${entry.time}`, entry.id);
  }

  /** A staff calendar's sync landing on `date`, as `BookingStore.setDayBusy` writes it: new busy times, next version. */
  commitBusyTimes(date: string, calendarId: string, busy: { start: number; end: number }[]) {
    const day = this.day(date);
    this.days.set(date, { ...day, version: day.version + 1, busy: { ...day.busy, [calendarId]: busy } });
  }

  limitItem(key: string) {
    return this.limitItems.get(key) ?? { version: 0 };
  }

  /** A staff block of an address or a whole domain, as `LimitStore.block` leaves it. */
  block(key: `address#${string}` | `domain#${string}`) {
    const item = this.limitItem(key);
    this.limitItems.set(key, { ...item, version: item.version + 1, blocked: { at: new Date(this.now).toISOString(), by: 'staff@example.com' } });
  }

  private snapshots(): CalendarSnapshotReader {
    const read = async (dates: readonly string[]) => ({
      settings: copy(this.settings),
      blocks: copy(this.blocks),
      overrides: {},
      days: new Map(dates.map((date) => [date, copy(this.day(date))])),
    });
    return { read } as unknown as CalendarSnapshotReader;
  }

  private bookingStore(): BookingStore {
    const client = { send: async (command: TransactWriteCommand) => this.transact(command) };
    return {
      client,
      getBooking: async (id: string) => copy(this.records.get(id)),
      claimSlot: (slot: string, bookingId: string) =>
        write('claim', { holds: () => !this.claims.has(slot), apply: () => this.claims.set(slot, bookingId) }),
      putBooking: (record: BookingRecord) =>
        write('booking', { holds: () => !this.records.has(record.id), apply: () => this.records.set(record.id, copy(record)) }),
      releaseSlot: (slot: string, bookingId: string) =>
        write('release', {
          holds: () => !this.claims.has(slot) || this.claims.get(slot) === bookingId,
          apply: () => this.claims.delete(slot),
        }),
      updateBooking: (current: Pick<DayEntry, 'id' | 'date' | 'time'>, set: Partial<BookingRecord>, options: { movedFewerThan?: number } = {}) =>
        write('booking', {
          holds: () => {
            const stored = this.records.get(current.id);
            if (!stored || stored.status === 'cancelled' || stored.date !== current.date || stored.time !== current.time) return false;
            return options.movedFewerThan === undefined || (stored.rescheduleCount ?? 0) < options.movedFewerThan;
          },
          apply: () => {
            const defined = Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined));
            this.records.set(current.id, { ...this.records.get(current.id)!, ...copy(defined) });
          },
        }),
      changeDay: <Name extends string>(name: Name, read: DayItem, change: { set?: DayEntry[]; remove?: string[] }) =>
        write(name, {
          holds: () => this.day(read.date).version === read.version,
          apply: () => {
            const bookings = { ...this.day(read.date).bookings };
            for (const entry of change.set ?? []) bookings[entry.id] = copy(entry);
            for (const id of change.remove ?? []) delete bookings[id];
            this.days.set(read.date, { ...this.day(read.date), version: read.version + 1, bookings });
          },
        }),
    } as unknown as BookingStore;
  }

  private limitStore(): LimitStore {
    const read = async (email: string, clientAddress?: string): Promise<SenderLimits> => {
      const addressKey = `address#${normalizeEmail(email)}`;
      const domainKey = `domain#${emailDomain(email)}`;
      const address = this.limitItem(addressKey);
      const domain = this.limitItem(domainKey);
      const limits: SenderLimits = {
        address: { key: addressKey, version: address.version, upcoming: copy(address.upcoming ?? {}), ...(address.blocked ? { blocked: address.blocked } : {}) },
        domain: { key: domainKey, version: domain.version, ...(domain.blocked ? { blocked: domain.blocked } : {}) },
      };
      if (clientAddress) {
        const key = `client#${clientAddress}`;
        const client = this.limitItem(key);
        limits.client = { key, version: client.version, recent: copy(client.recent ?? {}) };
      }
      return limits;
    };
    const unchanged = (key: string, version: number) => () => this.limitItem(key).version === version;
    return {
      read,
      blockedAmong: async (emails: readonly string[]) =>
        emails.flatMap((email, index) => {
          const keys = [`address#${normalizeEmail(email)}`, ...blockingDomains(email).map((domain) => `domain#${domain}`)];
          return keys.some((key) => this.limitItem(key).blocked) ? [index] : [];
        }),
      writeAddress: (address: AddressItem, upcoming: UpcomingBookings, now: number) =>
        write('address', {
          holds: () => unchanged(address.key, address.version)() && (Boolean(address.blocked) || !this.limitItem(address.key).blocked),
          apply: () => this.limitItems.set(address.key, { ...this.limitItem(address.key), version: address.version + 1, upcoming: stillUpcoming(upcoming, now) }),
        }),
      checkDomain: (domain: DomainItem) =>
        write('domain', { holds: () => unchanged(domain.key, domain.version)() && !this.limitItem(domain.key).blocked, apply: () => undefined }),
      readNoShows: async (email: string) => {
        const key = `noshows#${normalizeEmail(email)}`;
        const item = this.noShowItems.get(key);
        return { key, version: item?.version ?? 0, noShows: copy(item?.noShows ?? {}) };
      },
      writeNoShows: (item: { key: string; version: number }, noShows: Record<string, string>, expiresAt: number) =>
        write('no-shows', {
          holds: () => (this.noShowItems.get(item.key)?.version ?? 0) === item.version,
          apply: () => this.noShowItems.set(item.key, { version: item.version + 1, noShows: copy(noShows), expiresAt }),
        }),
      recordClientBooking: (client: ClientItem, bookingId: string, now: number) =>
        write('client', {
          holds: unchanged(client.key, client.version),
          apply: () => this.limitItems.set(client.key, { version: client.version + 1, recent: { ...withinWindow(client.recent, now), [bookingId]: now } }),
        }),
    } as unknown as LimitStore;
  }

  private idempotencyStore(): IdempotencyStore {
    const keys = this.idempotencyKeys;
    const answer = (key: string, requestHash: string, response: StoredResponse) => {
      const stored = keys.get(key);
      // The first answer wins, and only for the body the key was bound to.
      if (stored && stored.requestHash === requestHash && !stored.response) stored.response = copy(response);
    };
    return {
      begin: async (key: string, requestHash: string, proposedBookingId: string): Promise<IdempotencyBegin> => {
        const stored = keys.get(key);
        if (!stored) {
          keys.set(key, { requestHash, bookingId: proposedBookingId });
          return { state: 'proceed', bookingId: proposedBookingId };
        }
        if (stored.requestHash !== requestHash) return { state: 'mismatch' };
        return stored.response ? { state: 'done', bookingId: stored.bookingId, response: copy(stored.response) } : { state: 'proceed', bookingId: stored.bookingId };
      },
      complete: async (key: string, requestHash: string, response: StoredResponse) => answer(key, requestHash, response),
      completeWrite: (key: string, requestHash: string, response: StoredResponse) =>
        write('idempotency', { holds: () => true, apply: () => answer(key, requestHash, response) }),
    } as unknown as IdempotencyStore;
  }

  private async transact(command: TransactWriteCommand): Promise<void> {
    this.transactions += 1;
    const change = this.interleaved;
    this.interleaved = undefined;
    change?.();
    const effects = (command.input.TransactItems ?? []).map((item) => (item as unknown as FakeItem)[EFFECT]);
    const verdicts = effects.map((effect) => effect.holds());
    if (verdicts.some((holds) => !holds)) {
      throw Object.assign(new Error('Transaction cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: verdicts.map((holds) => ({ Code: holds ? 'None' : 'ConditionalCheckFailed' })),
      });
    }
    for (const effect of effects) effect.apply();
  }
}
