import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { normalizeEmail } from '../../shared/booking/limits';
import { matchesAuditFilter, type AuditEntry, type AuditFilter } from '../../shared/admin/audit-log';
import type { Caller } from '../lib/auth';
import type { NamedWrite } from '../lib/transaction';

/** How many months back a listing looks for entries before it stops. */
const MAX_MONTHS_BACK = 24;
/** Entries one DynamoDB read returns, and the most reads one listing makes. */
const READ_PAGE_SIZE = 200;
const MAX_READS = 10;

/** Who an entry names: a signed-in staff member, or a part of the system acting on its own (`userId` names it). */
export type AuditActor = Pick<Caller, 'userId' | 'email'> & Partial<Pick<Caller, 'role'>>;

const monthPk = (iso: string) => `MONTH#${iso.slice(0, 7)}`;

function previousMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return monthNumber === 1 ? `${year - 1}-12` : `${year}-${String(monthNumber - 1).padStart(2, '0')}`;
}

/**
 * `audit_log`: who changed what, when. One partition per month, sorted by time, so listing the newest entries is a
 * descending query of the current month and, if needed, the ones before it.
 */
export class AuditStore {
  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async record(actor: AuditActor, action: string, target: string, details?: Record<string, unknown>, now = new Date()): Promise<void> {
    await this.documents.send(new PutCommand(this.entryWrite(actor, action, target, details, now).item.Put!));
  }

  /**
   * The entry's Put, for a transaction that makes a change and records it together: the change never happens
   * without its entry, nor the entry without the change.
   */
  entryWrite(actor: AuditActor, action: string, target: string, details?: Record<string, unknown>, now = new Date()): NamedWrite<'audit'> {
    const at = now.toISOString();
    const entry: AuditEntry = {
      id: randomUUID(),
      at,
      actorId: actor.userId,
      ...(actor.email ? { actorEmail: actor.email } : {}),
      action,
      target,
      ...(details ? { details } : {}),
    };
    return { name: 'audit', item: { Put: { TableName: this.table, Item: { pk: monthPk(at), sk: `${at}#${entry.id}`, ...entry } } } };
  }

  /**
   * An erasure: every entry about the address (its target names it as the booking limit counts it) keeps the
   * action and when, with the target replaced by `addressHash` and its details dropped. A scan, for a rare request.
   * Returns how many entries changed.
   */
  async redactAddress(email: string, addressHash: string): Promise<number> {
    let redacted = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.documents.send(
        new ScanCommand({
          TableName: this.table,
          FilterExpression: 'contains(#target, :address)',
          ProjectionExpression: 'pk, sk, #target',
          ExpressionAttributeNames: { '#target': 'target' },
          ExpressionAttributeValues: { ':address': normalizeEmail(email) },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) {
        await this.documents.send(
          new UpdateCommand({
            TableName: this.table,
            Key: { pk: item.pk, sk: item.sk },
            UpdateExpression: 'SET #target = :hash REMOVE details',
            ExpressionAttributeNames: { '#target': 'target' },
            ExpressionAttributeValues: { ':hash': addressHash },
          }),
        );
        redacted += 1;
      }
      start = page.LastEvaluatedKey;
    } while (start);
    return redacted;
  }

  /**
   * Newest first, narrowed by `filter`; `before` is the `next` cursor of the previous page (an entry's sort key).
   * The time range bounds the key reads (the months it spans, the sort keys within them); person and kind are
   * tested on what is read. One call reads at most MAX_READS pages of DynamoDB, so a filter that matches rarely
   * answers a short page with a `next` cursor rather than reading two years of log in one request.
   */
  async list(limit: number, query: AuditFilter & { before?: string } = {}, now = new Date()): Promise<{ entries: AuditEntry[]; next?: string }> {
    const { before, ...filter } = query;
    const entries: AuditEntry[] = [];
    const upper = [before, filter.to].filter((bound): bound is string => Boolean(bound)).sort()[0];
    const oldestMonth = (filter.from ?? '').slice(0, 7);
    let month = (upper ?? now.toISOString()).slice(0, 7);
    let start: Record<string, unknown> | undefined;
    let lastRead: string | undefined;
    let reads = 0;
    let months = 0;
    const exhausted = () => months >= MAX_MONTHS_BACK || month < oldestMonth;
    while (!exhausted() && entries.length < limit && reads < MAX_READS) {
      const page = await this.documents.send(
        new QueryCommand({
          TableName: this.table,
          ...monthRange(month, upper, filter.from),
          ScanIndexForward: false,
          Limit: READ_PAGE_SIZE,
          ExclusiveStartKey: start,
        }),
      );
      // An empty month costs a read but no reading budget: two years of quiet months are still looked through.
      if (page.Items?.length) reads += 1;
      for (const item of page.Items ?? []) {
        const { pk: _pk, sk, ...entry } = item;
        if (sk === upper) continue; // the cursor's own entry: BETWEEN includes its upper bound
        lastRead = String(sk);
        if (matchesAuditFilter(entry as AuditEntry, filter)) entries.push(entry as AuditEntry);
        if (entries.length === limit) break;
      }
      start = page.LastEvaluatedKey;
      if (!start) {
        month = previousMonth(month);
        months += 1;
      }
    }
    const more = entries.length === limit || !exhausted();
    return { entries, ...(more && lastRead ? { next: lastRead } : {}) };
  }
}

/** The key condition of one month's partition: sort keys below `upper` (exclusive) and from `from` on. */
function monthRange(month: string, upper: string | undefined, from: string | undefined) {
  const conditions = ['pk = :pk'];
  const values: Record<string, string> = { ':pk': `MONTH#${month}` };
  if (upper && from) {
    conditions.push('sk BETWEEN :from AND :upper');
    Object.assign(values, { ':from': from, ':upper': upper });
  } else if (upper) {
    conditions.push('sk < :upper');
    values[':upper'] = upper;
  } else if (from) {
    conditions.push('sk >= :from');
    values[':from'] = from;
  }
  return { KeyConditionExpression: conditions.join(' AND '), ExpressionAttributeValues: values };
}
