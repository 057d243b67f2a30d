/**
 * Bundle budgets of the web app, from a production build made in memory by this test (so it runs in
 * `npm test` before `npm run build:web`): the home page's initial JavaScript ≤ 120 KB gzip, its CSS ≤ 25 KB gzip,
 * no lazy chunk over 100 KB gzip, and the chat, admin and booking form code outside the home page's initial load.
 * A prerendered article loads neither the Markdown converter nor zod: its body arrives converted to HTML.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseHomeBundle, BUDGETS, kb, LAZY_ONLY, total, type HomeBundle } from './home-bundle';

const ARTICLE_CONVERSION = /\/node_modules\/(marked|zod)\//;

let bundle: HomeBundle;

beforeAll(async () => {
  bundle = await analyseHomeBundle();
}, 180_000);

const listing = (sizes: readonly { file: string; gzip: number }[]) => sizes.map((item) => `${item.file}: ${kb(item.gzip)} KB`).join('\n');

describe('bundle budgets', () => {
  it(`home page JavaScript (entry, its static imports, the home route chunk) ≤ ${kb(BUDGETS.homeJsBytes)} KB gzip`, () => {
    expect(bundle.initialJs.length).toBeGreaterThan(1);
    expect(total(bundle.initialJs), `initial JavaScript (gzip):\n${listing(bundle.initialJs)}`).toBeLessThanOrEqual(BUDGETS.homeJsBytes);
  });

  it(`home page CSS ≤ ${kb(BUDGETS.homeCssBytes)} KB gzip`, () => {
    expect(bundle.initialCss.length).toBeGreaterThan(0);
    expect(total(bundle.initialCss), `initial CSS (gzip):\n${listing(bundle.initialCss)}`).toBeLessThanOrEqual(BUDGETS.homeCssBytes);
  });

  it(`no lazy chunk over ${kb(BUDGETS.lazyChunkBytes)} KB gzip`, () => {
    expect(bundle.lazyJs.length).toBeGreaterThan(0);
    const over = bundle.lazyJs.filter((chunk) => chunk.gzip > BUDGETS.lazyChunkBytes);
    expect(over.map((chunk) => `${chunk.file}: ${kb(chunk.gzip)} KB`)).toEqual([]);
  });

  it.each(Object.entries(LAZY_ONLY))('keeps the %s code out of the home page’s initial load', (_name, pattern) => {
    const lazyModules = bundle.lazyJs.flatMap((chunk) => chunk.modules).filter((id) => pattern.test(id));
    // The pattern names real code (so the check cannot pass vacuously) …
    expect(lazyModules.length).toBeGreaterThan(0);
    // … and none of it sits in an initial chunk.
    const leaked = bundle.initialJs.flatMap((chunk) => chunk.modules.filter((id) => pattern.test(id)).map((id) => `${chunk.file}: ${id}`));
    expect(leaked).toEqual([]);
  });

  it('keeps marked and zod out of an article’s initial load, and in a lazy chunk for articles not prerendered', () => {
    expect(bundle.lazyJs.flatMap((chunk) => chunk.modules).filter((id) => ARTICLE_CONVERSION.test(id)).length).toBeGreaterThan(0);
    expect(bundle.initialModulesOf('insight-article').length).toBeGreaterThan(bundle.initialJs.length);
    expect(bundle.initialModulesOf('insight-article').filter((id) => ARTICLE_CONVERSION.test(id))).toEqual([]);
  });
});
