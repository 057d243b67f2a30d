/**
 * JavaScript and bundle sizes (`npm run bench bundle`), gzip:
 * - what Chromium downloads for each public page by network idle, loaded fresh from the runtime's built site
 *   (tests/support/page-javascript.ts, as the budget spec tests/e2e/platform/page-javascript.spec.ts measures it);
 * - from the same in-memory production build as the budget test (tests/budgets/bundle-budgets.test.ts): the CSS, the
 *   largest lazy chunk, and the code that must stay out of the home page's first load.
 */
import { chromium } from '@playwright/test';
import { analyseHomeBundle, BUDGETS, kb, LAZY_ONLY, total } from '../tests/budgets/home-bundle';
import { CHROMIUM_ARGS, requireChromium } from '../tests/support/chromium';
import { measurePageJavaScript, PAGE_JS_VIEWPORT, pageJsBudget } from '../tests/support/page-javascript';
import { publicRoutes } from '../tests/support/public-pages';
import { below, exactly, type Benchmark, type Figure } from './types';

const atMost = (name: string, bytes: number, limit: number): Figure => ({ ...below(name, kb(bytes), 'KB', kb(limit)), target: `≤ ${kb(limit)} KB`, met: bytes <= limit });

export const bundleBenchmark: Benchmark = {
  title: 'JavaScript downloaded by network idle, and bundle sizes (gzip)',
  command: 'npm run bench bundle',
  async run({ baseUrl }): Promise<Figure[]> {
    const figures: Figure[] = [];
    const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
    try {
      for (const path of publicRoutes) {
        const measured = await measurePageJavaScript(browser, baseUrl, path, PAGE_JS_VIEWPORT);
        figures.push(atMost(`${path}: JavaScript by network idle (${measured.scripts.length} files)`, measured.bytes, pageJsBudget(path)));
      }
    } finally {
      await browser.close();
    }
    const bundle = await analyseHomeBundle();
    const largestLazy = bundle.lazyJs.reduce((largest, chunk) => (chunk.gzip > largest.gzip ? chunk : largest), bundle.lazyJs[0]);
    return [
      ...figures,
      atMost('home page CSS', total(bundle.initialCss), BUDGETS.homeCssBytes),
      atMost(`largest lazy chunk (${largestLazy.file.replace(/^assets\//, '')})`, largestLazy.gzip, BUDGETS.lazyChunkBytes),
      { name: 'all JavaScript of the site', value: kb(total([...bundle.initialJs, ...bundle.lazyJs])), unit: 'KB' },
      ...Object.entries(LAZY_ONLY).map(([name, pattern]) =>
        exactly(`${name} modules in the home page's initial load`, bundle.initialJs.flatMap((chunk) => chunk.modules).filter((id) => pattern.test(id)).length, '', 0),
      ),
    ];
  },
};
