/**
 * Bundle sizes (`npm run bench bundle`): the same in-memory production build and the same budgets as the test in
 * `npm test` (tests/budgets/bundle-budgets.test.ts), reported as figures. Sizes are gzip level 9.
 */
import { analyseHomeBundle, BUDGETS, kb, LAZY_ONLY, total } from '../tests/budgets/home-bundle';
import { below, exactly, type Benchmark, type Figure } from './types';

export const bundleBenchmark: Benchmark = {
  title: 'Bundle sizes of the production web build (gzip)',
  command: 'npm run bench bundle',
  async run(): Promise<Figure[]> {
    const bundle = await analyseHomeBundle();
    const largestLazy = bundle.lazyJs.reduce((largest, chunk) => (chunk.gzip > largest.gzip ? chunk : largest), bundle.lazyJs[0]);
    const atMost = (name: string, bytes: number, limit: number): Figure => ({ ...below(name, kb(bytes), 'KB', kb(limit)), target: `≤ ${kb(limit)} KB`, met: bytes <= limit });
    return [
      atMost(`home page initial JavaScript (${bundle.initialJs.length} files)`, total(bundle.initialJs), BUDGETS.homeJsBytes),
      atMost('home page CSS', total(bundle.initialCss), BUDGETS.homeCssBytes),
      atMost(`largest lazy chunk (${largestLazy.file.replace(/^assets\//, '')})`, largestLazy.gzip, BUDGETS.lazyChunkBytes),
      { name: 'all JavaScript of the site', value: kb(total([...bundle.initialJs, ...bundle.lazyJs])), unit: 'KB' },
      ...Object.entries(LAZY_ONLY).map(([name, pattern]) =>
        exactly(`${name} modules in the home page's initial load`, bundle.initialJs.flatMap((chunk) => chunk.modules).filter((id) => pattern.test(id)).length, '', 0),
      ),
    ];
  },
};
