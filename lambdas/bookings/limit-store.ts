import { DeleteCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { addressItemExpiresAt, blockingDomains, emailDomain, normalizeEmail, stillUpcoming, withinWindow, type RecentBookings, type SenderBlockTarget, type UpcomingBookings } from '../../shared/booking/limits';
import { batchGetConsistent, isConditionFailure } from '../lib/query-all';
import type { NamedWrite } from '../lib/transaction';

/*
 * The `booking_limits` table, one item per key:
 *  - `address#ada@example.com`: `{upcoming: {bookingId: end}, version, blocked?, expiresAt?}` — the address's
 *    upcoming bookings (as the limit counts addresses) and a staff block; an unblocked item expires (TTL) a day
 *    after its last upcoming meeting ends;
 *  - `domain#example.com`: `{blocked, version}` — a staff block of a whole domain;
 *  - `client#203.0.113.9`: `{recent: {bookingId: madeAt}, version, expiresAt}` — bookings the viewer address made
 *    in the last 24 hours (a move counts as one too, keyed `{bookingId}#move-{n}`);
 *  - `noshows#ada@example.com`: `{noShows: {bookingId: meeting end}, version, expiresAt}` — the meetings staff
 *    marked the address as not attending, kept as long as the bookings themselves (the booking retention).
 * Every booking, cancellation and move writes the address (and client) item in its own transaction under the
 * version it read, so concurrent requests of one address are counted exactly: 20 at once still make the limit.
 */

export interface Blocked {
  at: string;
  by: string;
}

export interface AddressItem {
  key: string;
  version: number;
  upcoming: UpcomingBookings;
  blocked?: Blocked;
}

export interface DomainItem {
  key: string;
  version: number;
  blocked?: Blocked;
}

export interface ClientItem {
  key: string;
  version: number;
  recent: RecentBookings;
}

export interface NoShowItem {
  key: string;
  version: number;
  /** Booking id → the meeting's end (ISO). */
  noShows: Record<string, string>;
}

/** An address with the meetings it missed, for the Senders section. */
export interface NoShowSummary {
  email: string;
  noShows: number;
  /** End of the latest missed meeting (ISO). */
  lastNoShowAt: string;
}

export interface SenderLimits {
  address: AddressItem;
  domain: DomainItem;
  client?: ClientItem;
}

export interface SenderBlock extends Blocked {
  kind: SenderBlockTarget['kind'];
  value: string;
}

const addressKey = (email: string) => `address#${normalizeEmail(email)}`;
const domainKey = (domain: string) => `domain#${domain}`;
const clientKey = (clientAddress: string) => `client#${clientAddress}`;
const NO_SHOWS_PREFIX = 'noshows#';
const noShowKey = (email: string) => `${NO_SHOWS_PREFIX}${normalizeEmail(email)}`;
const blockKey = (target: SenderBlockTarget) => (target.kind === 'address' ? `address#${target.value}` : domainKey(target.value));

/** A client item outlives its last booking's window by a day, then DynamoDB's TTL removes it. */
const CLIENT_ITEM_TTL_SECONDS = 2 * 24 * 3600;

export class LimitStore {
  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /**
   * The items that decide whether `email` (from `clientAddress`, when that limit is on) may book now. The domain
   * counts as blocked when a block covers it from a parent domain too.
   */
  async read(email: string, clientAddress?: string): Promise<SenderLimits> {
    const parents = blockingDomains(email).slice(1).map(domainKey);
    const keys = [addressKey(email), domainKey(emailDomain(email)), ...(clientAddress ? [clientKey(clientAddress)] : [])];
    const found = await batchGetConsistent(this.documents, { [this.table]: [...keys, ...parents].map((key) => ({ key })) });
    const byKey = new Map((found.get(this.table) ?? []).map((item) => [String(item.key), item]));
    const version = (key: string) => Number(byKey.get(key)?.version ?? 0);
    const [address, domain] = keys;
    const domainBlock = [domain, ...parents].map((key) => byKey.get(key)?.blocked).find(Boolean);
    return {
      address: {
        key: address,
        version: version(address),
        upcoming: (byKey.get(address)?.upcoming ?? {}) as UpcomingBookings,
        ...(byKey.get(address)?.blocked ? { blocked: byKey.get(address)!.blocked as Blocked } : {}),
      },
      domain: { key: domain, version: version(domain), ...(domainBlock ? { blocked: domainBlock as Blocked } : {}) },
      ...(clientAddress ? { client: { key: keys[2], version: version(keys[2]), recent: (byKey.get(keys[2])?.recent ?? {}) as RecentBookings } } : {}),
    };
  }

  /** The address item as read, with `upcoming` replaced; fails when the item changed since, or got blocked. */
  writeAddress(address: AddressItem, upcoming: UpcomingBookings, now: number): NamedWrite<'address'> {
    return {
      name: 'address',
      item: {
        Put: {
          TableName: this.table,
          Item: {
            key: address.key,
            version: address.version + 1,
            upcoming: stillUpcoming(upcoming, now),
            ...(address.blocked ? { blocked: address.blocked } : { expiresAt: addressItemExpiresAt(upcoming, now) }),
          },
          ...versionCondition(address.version, address.blocked ? undefined : 'attribute_not_exists(blocked)'),
        },
      },
    };
  }

  /** Holds only while the domain is not blocked and nobody changed its item since it was read. */
  checkDomain(domain: DomainItem): NamedWrite<'domain'> {
    return {
      name: 'domain',
      item: { ConditionCheck: { TableName: this.table, Key: { key: domain.key }, ...versionCondition(domain.version, 'attribute_not_exists(blocked)') } },
    };
  }

  /**
   * The client item as read, with one more booking (or move of one, under its own key) made at `now`; fails when the
   * item changed since.
   */
  recordClientBooking(client: ClientItem, bookingKey: string, now: number): NamedWrite<'client'> {
    return {
      name: 'client',
      item: {
        Put: {
          TableName: this.table,
          Item: {
            key: client.key,
            version: client.version + 1,
            recent: { ...withinWindow(client.recent, now), [bookingKey]: now },
            expiresAt: Math.floor(now / 1000) + CLIENT_ITEM_TTL_SECONDS,
          },
          ...versionCondition(client.version),
        },
      },
    };
  }

  /** The positions in `emails` of the addresses a staff block covers (the address, its domain or a parent domain). */
  async blockedAmong(emails: readonly string[]): Promise<number[]> {
    if (emails.length === 0) return [];
    const keysOf = (email: string) => [addressKey(email), ...blockingDomains(email).map(domainKey)];
    const keys = [...new Set(emails.flatMap(keysOf))];
    const found = await batchGetConsistent(this.documents, { [this.table]: keys.map((key) => ({ key })) });
    const blocked = new Set((found.get(this.table) ?? []).filter((item) => item.blocked).map((item) => String(item.key)));
    return emails.flatMap((email, index) => (keysOf(email).some((key) => blocked.has(key)) ? [index] : []));
  }

  /** Blocks an address or a domain; the version moves, so a booking transaction that read it unblocked fails. */
  async block(target: SenderBlockTarget, blocked: Blocked): Promise<void> {
    await this.documents.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { key: blockKey(target) },
        UpdateExpression: 'SET blocked = :blocked, version = if_not_exists(version, :zero) + :one REMOVE expiresAt',
        ExpressionAttributeValues: { ':blocked': blocked, ':zero': 0, ':one': 1 },
      }),
    );
  }

  /** Lifts a block; an address keeps its upcoming bookings, a domain item goes. False when there was no block. */
  async unblock(target: SenderBlockTarget): Promise<boolean> {
    try {
      if (target.kind === 'domain') {
        await this.documents.send(
          new DeleteCommand({ TableName: this.table, Key: { key: blockKey(target) }, ConditionExpression: 'attribute_exists(blocked)' }),
        );
      } else {
        await this.documents.send(
          new UpdateCommand({
            TableName: this.table,
            Key: { key: blockKey(target) },
            UpdateExpression: 'REMOVE blocked SET version = version + :one',
            ConditionExpression: 'attribute_exists(blocked)',
            ExpressionAttributeValues: { ':one': 1 },
          }),
        );
      }
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /**
   * Deletes the address's items (an erasure): its no-shows, and its limit item unless staff blocked it (a block is
   * kept to stop abuse, and holds no more than the address). True when an item was deleted.
   */
  async forgetAddress(email: string): Promise<boolean> {
    const { Attributes: noShows } = await this.documents.send(new DeleteCommand({ TableName: this.table, Key: { key: noShowKey(email) }, ReturnValues: 'ALL_OLD' }));
    try {
      await this.documents.send(
        new DeleteCommand({ TableName: this.table, Key: { key: addressKey(email) }, ConditionExpression: 'attribute_exists(#key) AND attribute_not_exists(blocked)', ExpressionAttributeNames: { '#key': 'key' } }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return Boolean(noShows);
      throw error;
    }
  }

  /** The meetings the address missed, as staff marked them (strongly consistent, for a change under its version). */
  async readNoShows(email: string): Promise<NoShowItem> {
    const key = noShowKey(email);
    const found = await batchGetConsistent(this.documents, { [this.table]: [{ key }] });
    const item = found.get(this.table)?.[0];
    return { key, version: Number(item?.version ?? 0), noShows: (item?.noShows ?? {}) as Record<string, string> };
  }

  /**
   * The no-show item as read, with `noShows` replaced, removed by TTL at `expiresAt` (epoch seconds); fails when it
   * changed since. Every attendance change of the address writes it, so two staff marking meetings of one address
   * at once cannot leave its count disagreeing with the bookings.
   */
  writeNoShows(item: NoShowItem, noShows: Record<string, string>, expiresAt: number): NamedWrite<'no-shows'> {
    return {
      name: 'no-shows',
      item: { Put: { TableName: this.table, Item: { key: item.key, version: item.version + 1, noShows, expiresAt }, ...versionCondition(item.version) } },
    };
  }

  /** Every address with at least one missed meeting, most missed first. A scan, for the Senders section. */
  async listNoShows(): Promise<NoShowSummary[]> {
    const summaries: NoShowSummary[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.documents.send(
        new ScanCommand({
          TableName: this.table,
          FilterExpression: 'begins_with(#key, :prefix)',
          ExpressionAttributeNames: { '#key': 'key' },
          ExpressionAttributeValues: { ':prefix': NO_SHOWS_PREFIX },
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) {
        const ends = Object.values((item.noShows ?? {}) as Record<string, string>).sort();
        if (ends.length > 0) summaries.push({ email: String(item.key).slice(NO_SHOWS_PREFIX.length), noShows: ends.length, lastNoShowAt: ends.at(-1)! });
      }
      start = page.LastEvaluatedKey;
    } while (start);
    return summaries.sort((a, b) => b.noShows - a.noShows || b.lastNoShowAt.localeCompare(a.lastNoShowAt));
  }

  async listBlocks(): Promise<SenderBlock[]> {
    const blocks: SenderBlock[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.documents.send(
        new ScanCommand({ TableName: this.table, FilterExpression: 'attribute_exists(blocked)', ConsistentRead: true, ExclusiveStartKey: start }),
      );
      for (const item of page.Items ?? []) {
        const [kind, value] = String(item.key).split(/#(.*)/s);
        blocks.push({ kind: kind as SenderBlock['kind'], value, ...(item.blocked as Blocked) });
      }
      start = page.LastEvaluatedKey;
    } while (start);
    return blocks.sort((a, b) => b.at.localeCompare(a.at));
  }
}

/** `version = :read` (absent items: `attribute_not_exists`), and an extra condition when given. */
function versionCondition(version: number, extra?: string): { ConditionExpression: string; ExpressionAttributeNames: Record<string, string>; ExpressionAttributeValues?: Record<string, number> } {
  const base = version === 0 ? 'attribute_not_exists(#key)' : '#version = :read';
  const condition = { ConditionExpression: extra ? `${base} AND ${extra}` : base };
  return version === 0
    ? { ...condition, ExpressionAttributeNames: { '#key': 'key' } }
    : { ...condition, ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':read': version } };
}
