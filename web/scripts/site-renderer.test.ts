import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteRenderer } from '../../shared/contracts/site-renderer';
import { fillTemplate, loadSiteRenderer, RENDER_KIT } from './site-renderer';
import { publicSiteContent } from '../../shared/content/site-content';

/** Every sequence a replacement string would read as a pattern, in an article's text. */
const DOLLAR_TEXT = "Budgets from $'100 to $&200, a $$ sign, and $` before: $1 too";

/**
 * An SSR build folder whose server entry renders the article's text as the page's body and title, so the test runs
 * the publisher's renderer itself without a web build.
 */
async function renderKit(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'render-kit-'));
  const template = (await readFile(new URL('../index.html', import.meta.url), 'utf8')).replace(
    '<!--app-head-->',
    '<!--app-head--><style>body{margin:0}</style>',
  );
  await writeFile(join(dir, RENDER_KIT.template), template);
  await writeFile(join(dir, RENDER_KIT.manifest), JSON.stringify({ 'src/main.tsx': { file: 'assets/main.js', isEntry: true } }));
  await writeFile(
    join(dir, 'entry-server.js'),
    `const text = ${JSON.stringify(DOLLAR_TEXT)};
export async function render() {
  return { html: '<article><p>' + text + '</p></article>', head: '<title>' + text + '</title>', queries: [], values: {}, pageSource: 'src/main.tsx' };
}
export async function listParametrisedPaths() { return []; }
`,
  );
  return dir;
}

describe('the page renderer', () => {
  let dir: string;
  let renderer: SiteRenderer;
  const content = publicSiteContent({ projects: [], posts: [], videos: [], seoPages: [] }, new Date());

  beforeAll(async () => {
    dir = await renderKit();
    renderer = await loadSiteRenderer(dir, { main: 'https://example.com', calendar: 'https://calendar.example.com' });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("publishes an article holding $', $&, $$ and $` exactly as written, in one document", async () => {
    const page = await renderer.page('/insights/dollars', content);
    expect(page).toContain(`<article><p>${DOLLAR_TEXT}</p></article>`);
    expect(page).toContain(`<title>${DOLLAR_TEXT}</title>`);
    expect(page.match(/<\/html>/g)).toHaveLength(1);
    expect(page.match(/<!doctype html>/gi)).toHaveLength(1);
  });

  it('keeps the text as written in a draft preview, which drops the scripts', async () => {
    const page = await renderer.snapshot('/insights/dollars', content);
    expect(page).toContain(`<article><p>${DOLLAR_TEXT}</p></article>`);
    expect(page.match(/<\/html>/g)).toHaveLength(1);
  });

  it('inserts a shell title as written', () => {
    const shell = renderer.shell(DOLLAR_TEXT);
    expect(shell).toContain(`<title>${DOLLAR_TEXT}</title>`);
    expect(shell.match(/<\/html>/g)).toHaveLength(1);
  });
});

describe('fillTemplate', () => {
  it('puts each part in place of its marker, with no replacement patterns read in the parts', () => {
    const page = fillTemplate('<head><!--app-head--></head><body><!--app-html--></body>', { '<!--app-head-->': "$'", '<!--app-html-->': '$&$$$`' });
    expect(page).toBe("<head>$'</head><body>$&$$$`</body>");
  });

  it("leaves a marker's text inside an earlier part as it is", () => {
    const page = fillTemplate('<head><!--app-head--></head><body><!--app-html--></body>', { '<!--app-head-->': 'about <!--app-html-->', '<!--app-html-->': 'body' });
    expect(page).toBe('<head>about <!--app-html--></head><body>body</body>');
  });
});
