import type { NamedWrite } from './transaction';

/** An attribute a stored row must still hold, as read, for a change decided on that read to commit. */
export interface Expected {
  name: string;
  value: string | number;
}

/*
 * The writes of a row keyed by `id` (content items, SEO pages) for a transaction. A change of a stored row is decided
 * on a read of it, so it commits only if the row is still there holding what was read (its slug, its place);
 * otherwise the condition fails and the change is decided again from a fresh read. A save then never brings back a
 * row deleted meanwhile, nor silently undoes a slug change or a reorder it did not see.
 */

/** The row's Put; `expected` for a row replacing a stored one, none for a new row. */
export function putRow(table: string, item: Record<string, unknown>, expected?: Expected): NamedWrite<'row'> {
  return { name: 'row', item: { Put: { TableName: table, Item: item, ...(expected ? stillAsRead(expected) : {}) } } };
}

export function deleteRow(table: string, id: string, expected: Expected): NamedWrite<'row'> {
  return { name: 'row', item: { Delete: { TableName: table, Key: { id }, ...stillAsRead(expected) } } };
}

/** The row's Update of one attribute from the value read to a new one. */
export function updateRow(table: string, id: string, expected: Expected, value: string | number): NamedWrite<'row'> {
  const condition = stillAsRead(expected);
  return {
    name: 'row',
    item: {
      Update: {
        TableName: table,
        Key: { id },
        UpdateExpression: 'SET #expected = :value',
        ...condition,
        ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':value': value },
      },
    },
  };
}

function stillAsRead(expected: Expected) {
  return {
    ConditionExpression: 'attribute_exists(id) AND #expected = :expected',
    ExpressionAttributeNames: { '#expected': expected.name },
    ExpressionAttributeValues: { ':expected': expected.value },
  };
}
