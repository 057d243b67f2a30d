import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { normalizeEmail } from '../../shared/booking/limits';
import type { AuditEntry } from '../../shared/admin/schemas';
import type { Caller } from '../lib/auth';
import type { NamedWrite } from '../lib/transaction';

/** How many months back a listing looks for entries before it stops. */
const MAX_MONTHS_BACK = 24;

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

  /** Newest first; `before` is the `next` cursor of the previous page (an entry's sort key). */
  async list(limit: number, before?: string, now = new Date()): Promise<{ entries: AuditEntry[]; next?: string }> {
    const entries: AuditEntry[] = [];
    let month = (before ?? now.toISOString()).slice(0, 7);
    let cursor = before;
    for (let step = 0; step < MAX_MONTHS_BACK && entries.length < limit; step += 1) {
      const page = await this.documents.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: cursor ? 'pk = :pk AND sk < :before' : 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `MONTH#${month}`, ...(cursor ? { ':before': cursor } : {}) },
          ScanIndexForward: false,
          Limit: limit - entries.length,
        }),
      );
      for (const item of page.Items ?? []) {
        const { pk: _pk, sk: _sk, ...entry } = item;
        entries.push(entry as AuditEntry);
      }
      if (page.LastEvaluatedKey) break;
      month = previousMonth(month);
      cursor = undefined;
    }
    const last = entries.at(-1);
    return { entries, ...(entries.length === limit && last ? { next: `${last.at}#${last.id}` } : {}) };
  }
}
