/**
 * Every prerendered page of the built site (`web/dist`, from `npm run build:web`, which `npm test` runs first) checks
 * clean in the W3C Nu HTML Checker (`vnu-jar`, a Java program): one JVM run over all the pages, since starting Java
 * costs more than checking a page. Any error fails; warnings and notes do not.
 *
 * The pages are checked as built except for the stylesheet the prerenderer inlines into each `<style>`: it is the
 * build's one CSS file, not markup, and the checker's CSS parser predates what the site's browsers support and the
 * build emits (@property, container-type, margin-trim, color-mix), so it would only report those as unknown, once
 * per page, and parsing it dozens of times is most of the run.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const distDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

type VnuMessage = { type: 'error' | 'info' | 'non-document-error'; url?: string; message: string; lastLine?: number; extract?: string };

const INLINED_STYLESHEET = /(<style>)[\s\S]*?(<\/style>)/g;

let checkedDir = '';
let pages: string[] = [];
let messages: VnuMessage[] = [];

beforeAll(async () => {
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('web/dist has no prerendered pages: run `npm run build:web` first');
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => relative(distDir, join(entry.parentPath, entry.name)));
  checkedDir = await mkdtemp(join(tmpdir(), 'html-check-'));
  for (const page of pages) {
    const html = await readFile(join(distDir, page), 'utf8');
    await mkdir(dirname(join(checkedDir, page)), { recursive: true });
    await writeFile(join(checkedDir, page), html.replace(INLINED_STYLESHEET, '$1$2'));
  }
  // The report is the JSON on stderr; --exit-zero-always keeps pages with errors from failing the run itself.
  const args = ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...pages.map((page) => join(checkedDir, page))];
  const { stderr } = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 });
  messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
}, 180_000);

afterAll(async () => {
  if (checkedDir) await rm(checkedDir, { recursive: true, force: true });
});

describe('prerendered HTML', () => {
  it('covers every page the build wrote', () => {
    expect(pages).toEqual(expect.arrayContaining(['index.html', 'contact/index.html', 'calendar/index.html', '404.html', 'calendar-site.html', 'spa.html']));
    expect(pages.filter((page) => page.startsWith('projects/')).length).toBeGreaterThan(5);
  });

  it('has no HTML error on any page', () => {
    const where = (message: VnuMessage) => (message.url ? relative(checkedDir, fileURLToPath(message.url)) : '?');
    const errors = messages
      .filter((message) => message.type !== 'info')
      .map((message) => `${where(message)}:${message.lastLine ?? '?'}: ${message.message}${message.extract ? `\n    ${message.extract.trim().slice(0, 160)}` : ''}`);
    expect(errors).toEqual([]);
  });
});
