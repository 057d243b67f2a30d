import { TransactWriteCommand, type DynamoDBDocumentClient, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../../shared/errors';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** One write of a transaction, named so a cancellation can say which condition failed. */
export interface NamedWrite<Name extends string = string> {
  name: Name;
  item: TransactItem;
}

export type TransactionOutcome<Name extends string> =
  | { committed: true }
  /** `failed`: the writes whose condition did not hold; `contended`: another transaction held one of the items. */
  | { committed: false; failed: ReadonlySet<Name>; contended: boolean };

/**
 * Runs the writes as one `TransactWriteItems`: all of them happen or none does. A cancellation is answered with
 * the names of the writes whose condition failed, read from the exception's reasons (one per write, in order);
 * anything else (throttling, a dependency failure) is thrown for the caller's error mapping.
 */
export async function transact<Name extends string>(documents: DynamoDBDocumentClient, writes: readonly NamedWrite<Name>[]): Promise<TransactionOutcome<Name>> {
  try {
    await documents.send(new TransactWriteCommand({ TransactItems: writes.map((write) => write.item) }));
    return { committed: true };
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TransactionConflictException') return { committed: false, failed: new Set(), contended: true };
    if (name !== 'TransactionCanceledException') throw error;
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    const failed = new Set(writes.filter((_, index) => reasons[index]?.Code === 'ConditionalCheckFailed').map((write) => write.name));
    const contended = reasons.some((reason) => reason.Code === 'TransactionConflict' || reason.Code === 'ThrottlingError');
    // A cancellation without a reason we can act on is contention too: the attempt changed nothing, so it is retried.
    return { committed: false, failed, contended: contended || failed.size === 0 };
  }
}

/** Returned by an attempt whose reads went stale before it could commit: read again and decide again. */
export const RETRY = Symbol('retry');

export interface RetryPolicy {
  /** Attempts before the request is answered 503 SERVICE_UNAVAILABLE (nothing was changed by any of them). */
  attempts: number;
  /** Longest wait between two attempts, in ms (the wait is jittered and doubles from 10 ms). */
  maxDelayMs?: number;
}

/**
 * Runs `attempt` until it returns an answer, retrying with jittered exponential backoff while it returns RETRY.
 * Each attempt reads, decides and commits in one transaction, so an attempt that lost to a concurrent change left
 * nothing behind. After the last attempt the client is told to retry (503 with Retry-After): contention is never
 * a 5xx of ours.
 */
export async function withTransactionRetries<T>(policy: RetryPolicy, attempt: (attemptNumber: number) => Promise<T | typeof RETRY>): Promise<T> {
  const maxDelay = policy.maxDelayMs ?? 200;
  for (let attemptNumber = 0; attemptNumber < policy.attempts; attemptNumber += 1) {
    if (attemptNumber > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(maxDelay, 10 * 2 ** attemptNumber)));
    const result = await attempt(attemptNumber);
    if (result !== RETRY) return result;
  }
  throw new AppError('SERVICE_UNAVAILABLE', { retryAfterSeconds: 1 });
}

/** An attribute a stored row must still hold, as read, for a change decided on that read to commit. */
export interface Expected {
  name: string;
  value: string | number;
}

/*
 * The writes of a row keyed by `id` (content items, SEO pages) for a transaction. A change of a stored row is decided
 * on a read of it, so it commits only if the row is still there at the version read, holding what was read (its
 * slug, its place); otherwise the condition fails and the change is decided again from a fresh read. A save then
 * never brings back a row deleted meanwhile, nor silently undoes a change it did not see. Every save raises the
 * row's `version` by one, so "still as read" is one number, checked by DynamoDB itself.
 */

/** The row's Put; `expected` for a row replacing a stored one (read at `readVersion`), none for a new row. */
export function putRow(table: string, item: Record<string, unknown>, expected?: Expected, readVersion = 0): NamedWrite<'row'> {
  return { name: 'row', item: { Put: { TableName: table, Item: item, ...(expected ? stillAsRead(expected, readVersion) : {}) } } };
}

/**
 * The Put of a record that may not exist yet (page metadata, keyed by its page): it commits only while the stored
 * record, if any, is still at `readVersion` (a missing record and one stored before versions are version 0).
 */
export function putAtVersion(table: string, item: Record<string, unknown>, readVersion: number): NamedWrite<'row'> {
  return { name: 'row', item: { Put: { TableName: table, Item: item, ...atVersion(readVersion) } } };
}

export function deleteRow(table: string, id: string, expected: Expected, readVersion: number): NamedWrite<'row'> {
  return { name: 'row', item: { Delete: { TableName: table, Key: { id }, ...stillAsRead(expected, readVersion) } } };
}

/** The row's Update of one attribute from the value read to a new one; the row's version goes up by one. */
export function updateRow(table: string, id: string, expected: Expected, readVersion: number, value: string | number): NamedWrite<'row'> {
  const condition = stillAsRead(expected, readVersion);
  return {
    name: 'row',
    item: {
      Update: {
        TableName: table,
        Key: { id },
        UpdateExpression: 'SET #expected = :value, #version = :nextVersion',
        ...condition,
        ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':value': value, ':nextVersion': readVersion + 1 },
      },
    },
  };
}

function atVersion(readVersion: number) {
  return {
    // A row without the attribute is at version 0.
    ConditionExpression: readVersion === 0 ? '(attribute_not_exists(#version) OR #version = :version)' : '#version = :version',
    ExpressionAttributeNames: { '#version': 'version' } as Record<string, string>,
    ExpressionAttributeValues: { ':version': readVersion } as Record<string, unknown>,
  };
}

function stillAsRead(expected: Expected, readVersion: number) {
  const version = atVersion(readVersion);
  return {
    ConditionExpression: `attribute_exists(id) AND #expected = :expected AND ${version.ConditionExpression}`,
    ExpressionAttributeNames: { ...version.ExpressionAttributeNames, '#expected': expected.name },
    ExpressionAttributeValues: { ...version.ExpressionAttributeValues, ':expected': expected.value },
  };
}
