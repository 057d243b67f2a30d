import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import type { Capability } from '../../shared/contracts/routes/types';
import { bundleExtras } from './constructs/handler-catalog';

/** The capabilities whose functions carry more than their bundled code. */
const withExtras: Capability[][] = [['site-publish'], ['site-render'], ['media-variants']];

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** An empty folder outside the repository, so nothing in it resolves a package from the repository's node_modules. */
function outputFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'bundle-extras-'));
  folders.push(folder);
  return folder;
}

/** Runs a module placed in the bundle's folder, as Lambda does from /var/task. */
function runInBundle(outputDir: string, source: string): string {
  writeFileSync(path.join(outputDir, 'probe.mjs'), source);
  return execFileSync(process.execPath, [path.join(outputDir, 'probe.mjs')], { cwd: outputDir, encoding: 'utf8', timeout: 60_000 }).trim();
}

describe('bundling installs nothing', () => {
  it.each(withExtras)('leaves npm out of the bundling of a %s function', (capability) => {
    const extras = bundleExtras(new Set([capability]));
    // CDK's nodeModules option runs npm install in the bundle; copying from node_modules needs no registry.
    expect(extras).not.toHaveProperty('nodeModules');
    expect(extras.externalPackages?.length).toBeGreaterThan(0);
    const commands = extras.afterBundling!('/asset-output').join('\n');
    expect(commands).not.toMatch(/\b(npm|npx|yarn|pnpm)\b/);
    for (const name of extras.externalPackages!) expect(commands).toContain(`/asset-output/node_modules/${name}"`);
  });

  it('copies sharp with its Linux x64 binaries, and the image function runs on x86_64 to match them', () => {
    const extras = bundleExtras(new Set(['media-variants']));
    expect(extras.architecture).toBe(lambda.Architecture.X86_64);
    // The upload check makes thumbnails with sharp too: the same bundle.
    const check = bundleExtras(new Set(['media-check']));
    expect([check.architecture, check.externalPackages]).toEqual([lambda.Architecture.X86_64, ['sharp']]);
    const outputDir = outputFolder();
    execSync(extras.afterBundling!(outputDir).join(' && '), { stdio: 'pipe' });
    const width = runInBundle(
      outputDir,
      `import sharp from 'sharp';
       const image = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } }).resize(10).webp().toBuffer();
       console.log((await sharp(image).metadata()).width);`,
    );
    expect(width).toBe('10');
  }, 60_000);

  it('copies every package the page renderer imports, with what they need', () => {
    const outputDir = outputFolder();
    const commands = bundleExtras(new Set(['site-publish'])).afterBundling!(outputDir).filter((command) => command.includes('/node_modules/'));
    execSync(commands.join(' && '), { stdio: 'pipe' });
    const output = runInBundle(
      outputDir,
      `import { createElement } from 'react';
       import { renderToString } from 'react-dom/server';
       import { JSDOM } from 'jsdom';
       import createDOMPurify from 'dompurify';
       import { marked } from 'marked';
       import 'react-router-dom';
       import 'zod';
       const purify = createDOMPurify(new JSDOM('').window);
       console.log(renderToString(createElement('main', null, 'Rendered')) + purify.sanitize(marked.parse('**bold**<script>x</script>')));`,
    );
    expect(output).toBe('<main>Rendered</main><p><strong>bold</strong></p>');
  }, 60_000);
});
