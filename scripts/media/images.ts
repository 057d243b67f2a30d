/**
 * Renders every raster image under web/public/media (WebP) plus the social card (PNG).
 *
 *   npx tsx scripts/media/images.ts            # everything
 *   npx tsx scripts/media/images.ts projects   # only names containing "projects"
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MEDIA, Renderer, TMP, kb, toWebp } from './lib/render.js';
import { PROJECT_ART, W as PW, H as PH } from './scenes/projects.js';
import { POSTS, SERVICES, CASES } from './scenes/editorial.js';
import { TEAM, PEOPLE } from './scenes/people.js';
import { ogCard } from './scenes/brand.js';
import { RESPONSIVE_MEDIA_FOLDERS, VARIANT_WIDTH, variantPath } from '../../shared/site/responsive-media.js';

interface Job {
  out: string;
  w: number;
  h: number;
  svg: () => string;
  maxKb?: number;
}

const pad = (n: number): string => String(n).padStart(2, '0');

const jobs: Job[] = [
  ...PROJECT_ART.map((a, i) => ({ out: `projects/${a.file}.webp`, w: PW, h: PH, svg: () => a.scene(100 + i) })),
  ...POSTS.map((s, i) => ({ out: `posts/b${pad(i + 1)}.webp`, w: 1600, h: 900, svg: () => s(200 + i) })),
  ...Object.entries(SERVICES).map(([name, s], i) => ({ out: `services/${name}.webp`, w: 1200, h: 900, svg: () => s(300 + i) })),
  ...CASES.map((s, i) => ({ out: `case-studies/c${pad(i + 1)}.webp`, w: 1200, h: 800, svg: () => s(400 + i) })),
  ...TEAM.map((s, i) => ({ out: `team/t${pad(i + 1)}.webp`, w: 800, h: 1000, svg: () => s(500 + i) })),
  ...PEOPLE.map((s, i) => ({ out: `people/a${pad(i + 1)}.webp`, w: 256, h: 256, svg: () => s(600 + i), maxKb: 20 })),
];

async function main(): Promise<void> {
  const filter = process.argv[2];
  const r = new Renderer();
  await r.start();
  try {
    for (const j of jobs) {
      if (filter && !j.out.includes(filter)) continue;
      const png = await r.png(j.svg(), j.w, j.h);
      const size = toWebp(png, join(MEDIA, j.out), j.maxKb ?? 90);
      console.log(`${j.out.padEnd(32)} ${j.w}×${j.h}  ${kb(size)}`);
      if (RESPONSIVE_MEDIA_FOLDERS.has(dirname(j.out))) {
        const variant = variantPath(j.out);
        const variantSize = toWebp(png, join(MEDIA, variant), j.maxKb ?? 90, 75, VARIANT_WIDTH);
        console.log(`${variant.padEnd(32)} ${VARIANT_WIDTH}×${Math.round((j.h * VARIANT_WIDTH) / j.w)}  ${kb(variantSize)}`);
      }
    }
    if (!filter || 'og/default.png'.includes(filter)) {
      const out = join(MEDIA, 'og/default.png');
      mkdirSync(dirname(out), { recursive: true });
      const raw = join(TMP, 'og.png');
      writeFileSync(raw, await r.png(ogCard(), 1200, 630));
      // Palette-quantise the PNG (pngquant, generation-time only); fall back to the raw render.
      try {
        execFileSync('pngquant', ['--quality=70-92', '--speed=1', '--force', '--output', out, raw]);
      } catch {
        writeFileSync(out, await r.png(ogCard(), 1200, 630));
      }
      console.log(`${'og/default.png'.padEnd(32)} 1200×630  ${kb(statSync(out).size)}`);
    }
  } finally {
    await r.stop();
  }
}

await main();
