import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { fromRoot } from './paths';

const source = 'AgencySite-Data-DatabaseBookingsTable1A2B3C-XYZ';
const sourceOf: Record<string, string> = { BookingsTableName: source, CalendarSettingsTableName: 'AgencySite-Data-CalendarSettings-XYZ' };

/**
 * The restore command against a stand-in AWS CLI: the data stack's outputs name the table in use, the restore takes
 * two looks before it is ACTIVE, and every call is logged. A stand-in `npx` records the deploy it would run.
 */
function runRestore(args: string[], cdkJson = path.join(mkdtempSync(path.join(tmpdir(), 'restore-config-')), 'cdk.json')) {
  const dir = mkdtempSync(path.join(tmpdir(), 'restore-'));
  const calls = path.join(dir, 'calls.log');
  if (!existsSync(cdkJson)) copyFileSync(fromRoot('cdk.json'), cdkJson);
  const outputs = Object.entries(sourceOf)
    .map(([key, name]) => `  *"--stack-name AgencySite-Data --query Stacks[0].Outputs[?OutputKey=='${key}']"*) echo ${name} ;;`)
    .join('\n');
  writeFileSync(
    path.join(dir, 'aws'),
    `#!/usr/bin/env bash
echo "$*" >> "${calls}"
case "$*" in
${outputs}
  *describe-stacks*) echo None ;;
  *"--query Table.TableStatus"*)
    looks=$(grep -c 'Table.TableStatus' "${calls}")
    if [ "$looks" -eq 1 ]; then echo CREATING; else echo ACTIVE; fi ;;
  *"describe-table"*"[Table.TableArn,Table.LatestStreamArn]"*)
    name=$(sed -E 's/.*--table-name ([^ ]+).*/\\1/' <<<"$*")
    printf 'arn:aws:dynamodb:eu-west-1:123456789012:table/%s\\tarn:aws:dynamodb:eu-west-1:123456789012:table/%s/stream/2026-11-27T15:02:11.123\\n' "$name" "$name" ;;
  *"--target-table-name refused-copy"*) echo "An error occurred (InvalidRestoreTimeException): the time is outside the recovery window" >&2; exit 254 ;;
  *restore-table-to-point-in-time*|*update-table*|*update-time-to-live*|*update-continuous-backups*|*tag-resource*) echo CREATING ;;
  *) echo "unexpected: $*" >&2; exit 1 ;;
esac
`,
  );
  writeFileSync(path.join(dir, 'npx'), `#!/usr/bin/env bash\necho "npx $*" >> "${calls}"\n`);
  chmodSync(path.join(dir, 'aws'), 0o755);
  chmodSync(path.join(dir, 'npx'), 0o755);
  const run = spawnSync(process.execPath, ['--import', 'tsx', fromRoot('infra/cdk/scripts/restore-table.ts'), '--cdk-json', cdkJson, ...args], {
    encoding: 'utf8',
    cwd: fromRoot(),
    env: { ...process.env, PATH: `${dir}:${process.env.PATH}`, RESTORE_POLL_SECONDS: '0' },
  });
  return {
    ...run,
    calls: existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n') : [],
    context: () => JSON.parse(readFileSync(cdkJson, 'utf8')).context as Record<string, unknown>,
    cdkJsonText: () => readFileSync(cdkJson, 'utf8'),
  };
}

const target = `${source}-restored-20261127T140500Z`;

// Each test runs the script (and its stand-in AWS CLI) as processes of their own: seconds on a busy machine.
describe('restoring a table to a point in time', { timeout: 30_000 }, () => {
  it('restores into a new name, readies the copy as the stack would have made it, and records it in the configuration', () => {
    const run = runRestore(['--app', 'AgencySite', '--table', 'bookings', '--to', '2026-11-27T14:05:00Z']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.calls[0]).toContain("describe-stacks --stack-name AgencySite-Data --query Stacks[0].Outputs[?OutputKey=='BookingsTableName'].OutputValue");
    expect(run.calls[1]).toContain(
      `dynamodb restore-table-to-point-in-time --source-table-name ${source} --target-table-name ${target} --restore-date-time 2026-11-27T14:05:00.000Z --billing-mode-override PAY_PER_REQUEST`,
    );
    const changes = run.calls.filter((call) => !call.includes('describe-'));
    expect(changes.slice(1)).toEqual([
      expect.stringContaining(`dynamodb update-table --table-name ${target} --stream-specification StreamEnabled=true,StreamViewType=NEW_AND_OLD_IMAGES`),
      expect.stringContaining(`dynamodb update-time-to-live --table-name ${target} --time-to-live-specification Enabled=true,AttributeName=expiresAt`),
      expect.stringContaining(`dynamodb update-continuous-backups --table-name ${target} --point-in-time-recovery-specification PointInTimeRecoveryEnabled=true`),
      expect.stringContaining(`dynamodb update-table --table-name ${target} --deletion-protection-enabled`),
      expect.stringContaining(`dynamodb tag-resource --resource-arn arn:aws:dynamodb:eu-west-1:123456789012:table/${target} --tags Key=application,Value=AgencySite`),
    ]);
    // The stream is enabled only once the restore is ACTIVE: the first look saw CREATING, the second ACTIVE.
    expect(run.calls.slice(2, 5)).toEqual([
      expect.stringContaining(`describe-table --table-name ${target} --query Table.TableStatus`),
      expect.stringContaining(`describe-table --table-name ${target} --query Table.TableStatus`),
      expect.stringContaining('--stream-specification'),
    ]);
    expect(run.stdout).toContain(`${target}: CREATING (restoring)`);

    const restored = { bookings: { tableName: target, streamArn: `arn:aws:dynamodb:eu-west-1:123456789012:table/${target}/stream/2026-11-27T15:02:11.123` } };
    expect(run.context().restoredTables).toEqual(restored);
    // The configuration the next deploy reads is valid, and only that line of cdk.json changed.
    expect(parseConfig(run.context()).restoredTables).toEqual(restored);
    const before = readFileSync(fromRoot('cdk.json'), 'utf8').split('\n');
    const after = run.cdkJsonText().split('\n');
    expect(after.filter((line, index) => line !== before[index])).toEqual([`    "restoredTables": ${JSON.stringify(restored)},`]);
    expect(run.stdout).toContain('npx cdk deploy --all');
    expect(run.calls.some((call) => call.startsWith('npx'))).toBe(false);
  });

  it('keeps earlier restored tables, gives a streamless table no stream, and deploys with --deploy', () => {
    const cdkJson = path.join(mkdtempSync(path.join(tmpdir(), 'restore-config-')), 'cdk.json');
    const first = runRestore(['--table', 'bookings', '--to', '2026-11-27T14:05:00Z'], cdkJson);
    expect(first.status, first.stderr).toBe(0);
    const run = runRestore(['--table', 'calendar_settings', '--to', 'latest', '--target-name', 'calendar-copy', '--deploy'], cdkJson);
    expect(run.status, run.stderr).toBe(0);
    expect(run.calls[1]).toContain('--source-table-name AgencySite-Data-CalendarSettings-XYZ --target-table-name calendar-copy --use-latest-restorable-time');
    expect(run.calls.some((call) => call.includes('--stream-specification') || call.includes('update-time-to-live'))).toBe(false);
    expect(run.context().restoredTables).toEqual({
      bookings: { tableName: target, streamArn: `arn:aws:dynamodb:eu-west-1:123456789012:table/${target}/stream/2026-11-27T15:02:11.123` },
      calendar_settings: { tableName: 'calendar-copy' },
    });
    expect(run.calls.at(-1)).toBe('npx cdk deploy --all');
  });

  it('refuses an unknown table, a bad time, and a stack without the output, before restoring anything, and stops at a refused restore', () => {
    const unknown = runRestore(['--table', 'booking', '--to', 'latest']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('--table must be one of: ');
    const badTime = runRestore(['--table', 'bookings', '--to', 'yesterday']);
    expect(badTime.stderr).toContain('--to must be an ISO time');
    const noStack = runRestore(['--app', 'Other', '--table', 'calendar_settings', '--to', 'latest']);
    expect(noStack.stderr).toContain('Other-Data has no output');
    const refused = runRestore(['--table', 'bookings', '--to', '2026-10-01T00:00:00Z', '--target-name', 'refused-copy']);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('aws dynamodb restore-table-to-point-in-time failed; nothing after it was done');
    expect(refused.calls.some((call) => call.includes('update-'))).toBe(false);
    for (const run of [unknown, badTime, noStack]) expect(run.calls.some((call) => call.includes('restore-table'))).toBe(false);
  });
});
