/**
 * Restores one table of a deployment to a point in time under a new name, and points the functions at the copy
 * through configuration (the `restoredTables` context value in cdk.json), never by editing function environments.
 *
 *   npm run restore-table -- --app AgencySite --table bookings --to 2026-11-27T14:05:00Z [--target-name NAME] [--deploy]
 *
 * `--to latest` restores to the latest restorable second. The source is the table the functions use now (the stack's
 * own, or an earlier restored copy). A restore copies the items and indexes only, so the copy then gets what the
 * table definition and the stack give a table: its stream, time to live, point-in-time recovery, deletion protection
 * and the deployment's tag. The entry is recorded in cdk.json, so every later deploy keeps using the copy; `--deploy`
 * runs `npx cdk deploy --all` at once. Needs the AWS CLI v2 with the deployment's credentials and region.
 * The runbook is in docs/operations.md.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { tableDefinitions } from '../../../shared/contracts/tables';
import { tableConstructId } from '../constructs/database';
import { fromRoot } from '../paths';

const usage =
  'usage: npm run restore-table -- --app <appName> --table <logical table name> --to <ISO time|latest> [--target-name <name>] [--deploy]';

const { values } = parseArgs({
  options: {
    app: { type: 'string', default: 'AgencySite' },
    table: { type: 'string' },
    to: { type: 'string' },
    'target-name': { type: 'string' },
    'cdk-json': { type: 'string', default: fromRoot('cdk.json') },
    deploy: { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const definition = tableDefinitions.find((table) => table.name === values.table);
if (!definition) fail(`${usage}\n--table must be one of: ${tableDefinitions.map((table) => table.name).join(', ')}`);
if (!values.to) fail(usage);
const latest = values.to === 'latest';
const restoreTime = latest ? new Date() : new Date(values.to);
if (Number.isNaN(restoreTime.getTime())) fail(`--to must be an ISO time such as 2026-11-27T14:05:00Z, or latest (got ${values.to})`);

/** Seconds between two looks at a table that is being restored or updated (a large restore takes hours). */
const pollSeconds = Number(process.env.RESTORE_POLL_SECONDS ?? 30);

/** Runs the AWS CLI; its own error message is on stderr already, so a failure stops here with the step that failed. */
function aws(...args: string[]): string {
  try {
    return execFileSync('aws', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  } catch {
    return fail(`aws ${args.slice(0, 2).join(' ')} failed; nothing after it was done`);
  }
}

async function waitUntilActive(tableName: string, doing: string): Promise<void> {
  for (;;) {
    const status = aws('dynamodb', 'describe-table', '--table-name', tableName, '--query', 'Table.TableStatus', '--output', 'text');
    if (status === 'ACTIVE') return;
    console.log(`${tableName}: ${status} (${doing}), looking again in ${pollSeconds} s`);
    await sleep(pollSeconds * 1000);
  }
}

const dataStack = `${values.app}-Data`;
const outputKey = tableConstructId(definition.name).replace(/Table$/, 'TableName');
const source = aws(
  'cloudformation', 'describe-stacks', '--stack-name', dataStack,
  '--query', `Stacks[0].Outputs[?OutputKey=='${outputKey}'].OutputValue`, '--output', 'text',
);
if (!source || source === 'None') fail(`${dataStack} has no output ${outputKey}: is --app right, and the stack deployed?`);
const stamp = restoreTime.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
const target = values['target-name'] ?? `${source.replace(/-restored-\d{8}T\d{6}Z$/, '')}-restored-${stamp}`;

console.log(`Restoring ${source} as it was at ${latest ? 'the latest restorable time' : restoreTime.toISOString()} into ${target}`);
aws(
  'dynamodb', 'restore-table-to-point-in-time',
  '--source-table-name', source, '--target-table-name', target,
  ...(latest ? ['--use-latest-restorable-time'] : ['--restore-date-time', restoreTime.toISOString()]),
  // The stack's tables are on-demand and encrypted with the AWS-managed key; the copy is made the same.
  '--billing-mode-override', 'PAY_PER_REQUEST',
  '--sse-specification-override', 'Enabled=true,SSEType=KMS',
  '--output', 'text', '--query', 'TableDescription.TableStatus',
);
await waitUntilActive(target, 'restoring');

if (definition.stream) {
  // The stream consumers (the outbox) read it; a restore never copies a stream.
  aws('dynamodb', 'update-table', '--table-name', target, '--stream-specification', `StreamEnabled=true,StreamViewType=${definition.stream}`, '--output', 'text', '--query', 'TableDescription.TableStatus');
  await waitUntilActive(target, 'enabling the stream');
}
if (definition.ttlAttribute) {
  // Without it nothing would ever expire; items whose expiry passed before the restore go within a day or two, as they would have.
  aws('dynamodb', 'update-time-to-live', '--table-name', target, '--time-to-live-specification', `Enabled=true,AttributeName=${definition.ttlAttribute}`, '--output', 'text');
}
aws('dynamodb', 'update-continuous-backups', '--table-name', target, '--point-in-time-recovery-specification', 'PointInTimeRecoveryEnabled=true', '--output', 'text', '--query', 'ContinuousBackupsDescription.ContinuousBackupsStatus');
aws('dynamodb', 'update-table', '--table-name', target, '--deletion-protection-enabled', '--output', 'text', '--query', 'TableDescription.TableStatus');
await waitUntilActive(target, 'turning deletion protection on');

const [tableArn, streamArn] = aws('dynamodb', 'describe-table', '--table-name', target, '--query', '[Table.TableArn,Table.LatestStreamArn]', '--output', 'text').split(/\s+/);
aws('dynamodb', 'tag-resource', '--resource-arn', tableArn, '--tags', `Key=application,Value=${values.app}`, `Key=restored-from,Value=${source}`, `Key=restored-to,Value=${stamp}`);

// Recorded in the configuration the deploys read, so no later deploy quietly points the functions back.
const cdkJsonPath = values['cdk-json'];
const text = readFileSync(cdkJsonPath, 'utf8');
const context = (JSON.parse(text) as { context?: Record<string, unknown> }).context ?? {};
const current = (typeof context.restoredTables === 'object' && context.restoredTables) || {};
const restoredTables = { ...current, [definition.name]: definition.stream ? { tableName: target, streamArn } : { tableName: target } };
const line = /^(\s*"restoredTables":\s*)\{[^\n]*\}(,?)$/m;
writeFileSync(
  cdkJsonPath,
  line.test(text)
    ? text.replace(line, (_, start: string, comma: string) => `${start}${JSON.stringify(restoredTables)}${comma}`)
    : `${JSON.stringify({ ...JSON.parse(text), context: { ...context, restoredTables } }, null, 2)}\n`,
);
console.log(`\n${target} is ACTIVE, and ${cdkJsonPath} now holds:\n  "restoredTables": ${JSON.stringify(restoredTables)}`);

const deploy = ['cdk', 'deploy', '--all'];
if (!values.deploy) {
  console.log(`\nCheck the copy, then point every function at it with:\n  npx ${deploy.join(' ')}`);
} else {
  console.log(`\nRunning npx ${deploy.join(' ')}`);
  const run = spawnSync('npx', deploy, { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
