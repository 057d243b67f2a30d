import { beforeAll, describe, expect, it } from 'vitest';
import { Stack, type CfnResource } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { streamConsumers } from '../../shared/contracts/routes';
import { tableDefinitions, tableEnvVar } from '../../shared/contracts/tables';
import { parseConfig } from './config';
import { tableConstructId } from './constructs/database';
import { sharedSynth, synthProductionApp, type SynthResult } from './test-support';

/** Two restored copies: the bookings table (with the notifications' stream) and a table without a stream. */
const bookingsCopy = 'AgencySite-Data-BookingsTable-restored-20261127T140500Z';
const bookingsCopyStream = `arn:aws:dynamodb:eu-west-1:123456789012:table/${bookingsCopy}/stream/2026-11-27T15:02:11.123`;
const streamless = tableDefinitions.find((table) => !table.stream)!;
const streamlessCopy = `AgencySite-Data-${tableConstructId(streamless.name)}-restored-20261127T140500Z`;
const restoredTables = {
  bookings: { tableName: bookingsCopy, streamArn: bookingsCopyStream },
  [streamless.name]: { tableName: streamlessCopy },
};

let plain: SynthResult;
let restored: SynthResult;

beforeAll(() => {
  plain = sharedSynth();
  // As `-c restoredTables='{…}'` passes it: a JSON string.
  restored = synthProductionApp({ restoredTables: JSON.stringify(restoredTables) });
}, 240_000);

const logicalId = (construct: IConstruct) => Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnResource);

/** Every function of the deployment that declared `table`, with its environment and its role's policy as deployed. */
function declaring(result: SynthResult, table: string) {
  const catalogs = [
    { catalog: result.api.handlers, template: result.template('api').toJSON().Resources },
    { catalog: result.web.publishing.handlers, template: result.template('web').toJSON().Resources },
  ];
  return catalogs.flatMap(({ catalog, template }) =>
    catalog
      .all()
      .filter(({ requirements }) => requirements.tables?.[table])
      .map(({ handler, fn }) => ({
        handler,
        environment: template[logicalId(fn.function)].Properties.Environment.Variables as Record<string, unknown>,
        policy: JSON.stringify(template[logicalId(fn.role.node.findChild('DefaultPolicy'))].Properties.PolicyDocument),
      })),
  );
}

function streamMappings(result: SynthResult) {
  return [...Object.values(result.template('api').findResources('AWS::Lambda::EventSourceMapping')), ...Object.values(result.template('web').findResources('AWS::Lambda::EventSourceMapping'))];
}

describe('functions pointed at a restored table through the restoredTables context', () => {
  it('synthesizes with no cdk-nag finding left unacknowledged', () => {
    expect(restored.error?.message).toBeUndefined();
    expect(restored.unacknowledged).toEqual([]);
  });

  it('gives every function that declared the table the restored name, and grants it on the restored table and its indexes', () => {
    for (const [table, copy] of [['bookings', bookingsCopy], [streamless.name, streamlessCopy]]) {
      const functions = declaring(restored, table);
      expect(functions.length, table).toBeGreaterThan(0);
      for (const { handler, environment, policy } of functions) {
        expect(environment[tableEnvVar(table)], handler).toBe(copy);
        expect(policy, handler).toContain(`:table/${copy}"`);
      }
    }
    const indexed = tableDefinitions.find((table) => table.name === 'bookings')!.globalIndexes ?? [];
    for (const index of indexed) expect(declaring(restored, 'bookings')[0].policy).toContain(`:table/${bookingsCopy}/index/${index.name}"`);
  });

  it('maps every consumer of the table\'s stream to the restored stream', () => {
    const consumers = streamConsumers.filter((consumer) => consumer.table === 'bookings');
    expect(consumers.length).toBeGreaterThan(0);
    const mapped = streamMappings(restored).filter((mapping) => mapping.Properties.EventSourceArn === bookingsCopyStream);
    expect(mapped).toHaveLength(consumers.length);
    // Every other stream stays on the stack's own tables.
    expect(streamMappings(restored)).toHaveLength(streamMappings(plain).length);
  });

  it('keeps the stack\'s own table (retained, for inspection) and backs up the copy beside it', () => {
    const ownTables = Object.values(restored.template('data').findResources('AWS::DynamoDB::Table'));
    expect(ownTables).toHaveLength(tableDefinitions.length);
    for (const table of ownTables) expect(table.DeletionPolicy).toBe('Retain');
    const selection = JSON.stringify(Object.values(restored.template('data').findResources('AWS::Backup::BackupSelection'))[0]);
    expect(selection).toContain(`:table/${bookingsCopy}"`);
    expect(selection).toContain(`:table/${streamlessCopy}"`);
    const output = restored.template('data').toJSON().Outputs.BookingsTableName;
    expect(output.Value).toBe(bookingsCopy);
  });

  it('keeps every export the other stacks imported from the stack\'s own tables, so the data stack\'s update never stops on one in use', () => {
    const exportsOf = (result: SynthResult) =>
      Object.values(result.template('data').toJSON().Outputs as Record<string, { Export?: { Name: string } }>).flatMap((output) => (output.Export ? [output.Export.Name] : []));
    expect(exportsOf(plain).length).toBeGreaterThan(0);
    expect(exportsOf(restored)).toEqual(expect.arrayContaining(exportsOf(plain)));
  });

  it('changes nothing without the context: every function keeps the table the stack created', () => {
    const own = logicalId(plain.data.database.tables.bookings.ownTable);
    const functions = declaring(plain, 'bookings');
    expect(functions).toHaveLength(declaring(restored, 'bookings').length);
    for (const { handler, environment, policy } of functions) {
      expect(typeof environment[tableEnvVar('bookings')], handler).not.toBe('string');
      expect(policy, handler).not.toContain('restored');
    }
    for (const mapping of streamMappings(plain)) expect(JSON.stringify(mapping.Properties.EventSourceArn)).not.toContain('restored');
    expect(plain.template('data').toJSON().Outputs.BookingsTableName.Value).toEqual({ Ref: own });
  });
});

describe('a bad restoredTables value fails synth with a message naming it', () => {
  it.each([
    [{ bookings: { tableName: bookingsCopy } }, "restoredTables.bookings.streamArn: the bookings table has a stream: give the restored table's stream ARN"],
    [{ booking: { tableName: bookingsCopy, streamArn: bookingsCopyStream } }, 'restoredTables.booking: unknown table "booking"'],
    [{ bookings: { tableName: bookingsCopy, streamArn: 'arn:aws:dynamodb:eu-west-1:123456789012:table/other/stream/x' } }, `restoredTables.bookings.streamArn: is not a stream of table ${bookingsCopy}`],
    [{ bookings: { tableName: 'a b', streamArn: bookingsCopyStream } }, 'restoredTables.bookings.tableName: must be a DynamoDB table name'],
    [{ [streamless.name]: { tableName: streamlessCopy, streamArn: bookingsCopyStream } }, `restoredTables.${streamless.name}.streamArn: the ${streamless.name} table has no stream`],
    ['{"bookings": ', 'restoredTables: must be an object of table name'],
  ])('%j', (value, message) => {
    expect(() => parseConfig({ restoredTables: value })).toThrow(message);
  });

  it('stops the synth itself', () => {
    expect(() => synthProductionApp({ restoredTables: '{"bookings":{"tableName":"copy"}}' })).toThrow(/Invalid CDK context:[\s\S]*restoredTables\.bookings\.streamArn/);
  });
});
