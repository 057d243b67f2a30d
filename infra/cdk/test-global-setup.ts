import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * One temporary folder for the run's synths (about 27 MB each; `infra/cdk/test-support.ts` makes them inside it),
 * removed when the run ends: the workers read their templates until then.
 */
export default function setup(): () => void {
  const root = mkdtempSync(path.join(tmpdir(), 'cdk-tests-'));
  process.env.CDK_TEST_OUTDIR_ROOT = root;
  return () => rmSync(root, { recursive: true, force: true });
}
