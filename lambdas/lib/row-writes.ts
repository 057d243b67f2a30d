import type { NamedWrite } from './transaction';

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
