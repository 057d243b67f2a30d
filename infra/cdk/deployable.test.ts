import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOUDFORMATION_LIMITS, limitsExceeded, synthesizedTemplates } from './template-limits';
import { PRODUCTION_CONTEXT, sharedSynth, type SynthResult } from './test-support';

/**
 * What CloudFormation would refuse, found before a deploy: every template of a fresh clone's synth (no context) and
 * of a production synth (custom domain, e-mail, alarms, Bedrock, analytics, Google) within CloudFormation's limits, and AWS's own linter,
 * cfn-lint, reporting no error in any of them (`.ci/run` installs it; without it this test fails, never skips).
 */
let fresh: SynthResult;
let production: SynthResult;

beforeAll(() => {
  fresh = sharedSynth();
  production = sharedSynth(PRODUCTION_CONTEXT);
}, 240_000);

describe('synthesized templates', () => {
  it('stay within CloudFormation limits in every stack, nested ones included', () => {
    for (const result of [fresh, production]) {
      expect(result.error?.message).toBeUndefined();
      const templates = synthesizedTemplates(result.app.outdir);
      // Six stacks and the nested stacks of the function groups.
      expect(templates.filter((template) => template.file.endsWith('.nested.template.json')).length).toBeGreaterThan(1);
      expect(templates.length).toBeGreaterThan(7);
      expect(templates.flatMap(limitsExceeded)).toEqual([]);
    }
  });

  it('are checked against the limits, not waved through', () => {
    const over = { file: 'x.template.json', resources: CLOUDFORMATION_LIMITS.resources + 1, outputs: 219, parameters: 1, bytes: 10 };
    expect(limitsExceeded(over)).toEqual(['x.template.json: 501 resources, CloudFormation allows 500', 'x.template.json: 219 outputs, CloudFormation allows 200']);
  });

  it('pass cfn-lint with no error', () => {
    const version = spawnSync('cfn-lint', ['--version'], { encoding: 'utf8' });
    expect(version.error, 'cfn-lint is not installed: `pip install cfn-lint` (.ci/run does)').toBeUndefined();
    // One run over both synths' templates: starting cfn-lint and loading its rules takes longer than a template.
    const files = [fresh, production].flatMap((result) => synthesizedTemplates(result.app.outdir).map((template) => template.file));
    const lint = spawnSync('cfn-lint', ['--format', 'parseable', '--non-zero-exit-code', 'error', '--', ...files], { encoding: 'utf8' });
    const errors = lint.stdout.split('\n').filter((line) => /:E\d{4}:/.test(line));
    expect(errors).toEqual([]);
    expect(lint.status, lint.stderr).toBe(0);
  }, 240_000);
});
