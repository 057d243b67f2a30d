/**
 * Lighthouse 12 (mobile preset, the default) in Debian's Chromium on the production build served by the local
 * runtime. Targets from the performance issue: performance ≥ 95, accessibility, best practices and SEO 100,
 * LCP < 2.0 s, CLS < 0.05.
 *
 * Each page is measured LIGHTHOUSE_RUNS times (5 by default) and the figures are those of the median run, picked by
 * Lighthouse's own computeMedianRun, as its documentation on variability advises: a single run swings by tens of
 * points on a small machine. One unmeasured run comes first, because the first page a fresh browser paints waits
 * for the browser's own start-up (as the booking and availability figures have their warm-up).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, requireChromium } from '../tests/support/chromium';
import { atLeast, below, exactly, type Benchmark, type Figure } from './types';

const PAGES = ['/', '/calendar', '/work', '/about', '/solutions'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

/** A project page and an article, found through the API so the benchmark follows the seed content. */
async function contentPages(baseUrl: string): Promise<string[]> {
  const pages: string[] = [];
  const projects = (await (await fetch(`${baseUrl}/api/projects`)).json().catch(() => ({}))) as { projects?: { slug?: string }[] };
  const project = projects.projects?.find((candidate) => candidate.slug)?.slug;
  if (project) pages.push(`/projects/${project}`);
  const posts = (await (await fetch(`${baseUrl}/api/posts`)).json().catch(() => ({}))) as { posts?: { slug?: string }[] };
  const post = posts.posts?.find((candidate) => candidate.slug)?.slug;
  if (post) pages.push(`/insights/${post}`);
  return pages;
}

export const lighthouseBenchmark: Benchmark = {
  title: `Lighthouse (mobile preset, median of ${RUNS} runs)`,
  command: 'npm run bench -- lighthouse',
  async run({ baseUrl }) {
    const chrome = await chromeLauncher.launch({ chromePath: requireChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
    const figures: Figure[] = [];
    try {
      await lighthouse(`${baseUrl}/`, { port: chrome.port, output: 'json', logLevel: 'error' });
      for (const path of [...PAGES, ...(await contentPages(baseUrl))]) {
        const runs = [];
        let failed = 0;
        for (let run = 0; run < RUNS; run += 1) {
          const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
          // A run Lighthouse could not measure (no first paint seen, a page error) has no metrics to take a median of:
          // it is reported and counted, not averaged in.
          const error = result?.lhr.runtimeError;
          if (result?.lhr && !error) runs.push(result.lhr);
          else {
            failed += 1;
            console.error(`${path}: run ${run + 1} failed: ${error ? `${error.code} ${error.message}` : 'no result'}`);
          }
        }
        figures.push(exactly(`${path} runs Lighthouse could not measure (of ${RUNS})`, failed, '', 0));
        if (runs.length === 0) continue;
        const lhr = computeMedianRun(runs);
        const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
        figures.push(
          atLeast(`${path} performance`, score('performance'), '', 95),
          atLeast(`${path} accessibility`, score('accessibility'), '', 100),
          atLeast(`${path} best practices`, score('best-practices'), '', 100),
          atLeast(`${path} SEO`, score('seo'), '', 100),
          below(`${path} LCP`, Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN), 'ms', 2000),
          below(`${path} CLS`, Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)), '', 0.05),
        );
      }
    } finally {
      await chrome.kill();
    }
    return figures;
  },
};
