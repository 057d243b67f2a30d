import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRoot } from './paths';

/**
 * The rollback command against a stand-in AWS CLI: three functions of the deployment, one changed by the bad deploy,
 * one unchanged by it, and one CDK helper without an alias.
 */
function runRollback(since: string, extra: string[] = []) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rollback-'));
  const calls = path.join(dir, 'calls.log');
  writeFileSync(
    path.join(dir, 'aws'),
    `#!/usr/bin/env bash
echo "$*" >> "${calls}"
case "$*" in
  *get-resources*) printf 'arn:fn:changed\\tarn:fn:unchanged\\tarn:fn:helper\\n' ;;
  *"get-alias --function-name arn:fn:changed"*) echo 7 ;;
  *"get-alias --function-name arn:fn:unchanged"*) echo 3 ;;
  *"get-alias --function-name arn:fn:helper"*) echo "alias not found" >&2; exit 254 ;;
  *"list-versions-by-function --function-name arn:fn:changed"*)
    printf '$LATEST\\t2026-11-27T14:06:00.000+0000\\n5\\t2026-11-20T10:00:00.000+0000\\n6\\t2026-11-25T10:00:00.000+0000\\n7\\t2026-11-27T14:06:00.000+0000\\n' ;;
  *"list-versions-by-function --function-name arn:fn:unchanged"*)
    printf '$LATEST\\t2026-11-20T10:00:00.000+0000\\n2\\t2026-11-01T10:00:00.000+0000\\n3\\t2026-11-20T10:00:00.000+0000\\n' ;;
  *update-alias*) ;;
  *) echo "unexpected: $*" >&2; exit 1 ;;
esac
`,
  );
  chmodSync(path.join(dir, 'aws'), 0o755);
  const run = spawnSync('bash', [fromRoot('infra/cdk/scripts/rollback-functions.sh'), 'AgencySite', since, ...extra], {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${dir}:${process.env.PATH}` },
  });
  return { ...run, calls: readFileSync(calls, 'utf8').trim().split('\n') };
}

// Each test runs the script (and its stand-in AWS CLI) as processes of their own: seconds on a busy machine.
describe('rolling the functions back', { timeout: 30_000 }, () => {
  it('moves the live alias of each function the bad deploy changed to its version from before, and no other', () => {
    const run = runRollback('2026-11-27T14:05:00Z');
    expect(run.status, run.stderr).toBe(0);
    expect(run.calls[0]).toContain('--tag-filters Key=application,Values=AgencySite');
    expect(run.calls.filter((call) => call.includes('update-alias'))).toEqual(['lambda update-alias --function-name arn:fn:changed --name live --function-version 6']);
    expect(run.stdout).toContain('1 function(s) rolled back');
  });

  it('changes nothing on a dry run, and nothing when no deploy happened since the given time', () => {
    const dry = runRollback('2026-11-27T14:05:00Z', ['--dry-run']);
    expect(dry.stdout).toContain('arn:fn:changed: live 7 -> 6');
    expect(dry.calls.some((call) => call.includes('update-alias'))).toBe(false);
    const later = runRollback('2026-11-28T00:00:00Z');
    expect(later.calls.some((call) => call.includes('update-alias'))).toBe(false);
    expect(later.stdout).toContain('0 function(s) rolled back');
  });
});
