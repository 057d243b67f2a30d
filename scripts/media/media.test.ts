import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseStudyCards } from '../../shared/content/case-studies';
import type { Project } from '../../shared/content/schemas';
import { seedProjects } from '../../shared/content/seed/projects';
import { testimonialVideos } from '../../shared/content/testimonial-videos';
import { CASES } from './scenes/editorial';
import { CLIPS, H, W } from './scenes/motion';
import { PROJECT_ART } from './scenes/projects';

const PUBLIC = join(__dirname, '../../web/public');

/** Every `/media/…` file a project's page shows: its cover and the media of its sections. */
function mediaOf(project: Project): string[] {
  return [...new Set(Object.values(project).filter((value): value is string => typeof value === 'string' && value.startsWith('/media/')))];
}

/** The words a generated picture writes: the contents of its SVG `<text>` elements. */
function writtenWords(svg: string): string[] {
  const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  return texts.flatMap((text) => text.match(/\p{L}[\p{L}’'-]*/gu) ?? []);
}

/**
 * Capitalised words the pictures may write besides their own project's name: captions and labels of the things drawn.
 * A new word here must be an ordinary word, never a brand, because a capitalised word that is neither is taken for one.
 */
const CAPTION_WORDS = new Set(
  [
    'Active', 'Add', 'Apply', 'Arriving', 'BR', 'Balance', 'Book', 'CPA', 'CVR', 'Campaign', 'Checkout', 'Clean', 'Comfort', 'Conversion',
    'Conversions', 'Cost', 'Dinner', 'Drive', 'ETA', 'Engagement', 'FRESH', 'FW', 'Fare', 'IMPACT', 'Impressions', 'Instant', 'Jun',
    'Keywords', 'LEADS', 'Launch', 'Lead', 'Live', 'Lookbook', 'New', 'Noise', 'Order', 'Orders', 'Organic', 'PAY', 'Paid', 'Pay',
    'Pipeline', 'Q', 'Qualified', 'REACH', 'ROAS', 'Real', 'Residences', 'Return', 'Revenue', 'Room', 'SEO', 'SHOP', 'SUITE', 'Serum',
    'Spend', 'Suite', 'TOGETHER', 'Tour', 'Track', 'Waterfront',
    // The ad platforms a campaign ran on, named as channels, not as clients.
    'Meta', 'Google', 'TikTok', 'Reels', 'Shorts',
  ].map((word) => word.toLowerCase()),
);

/** Type this size or larger (in a 1600 px wide picture) reads as lettering, not as the label of a drawn thing. */
const LARGE_LETTERING = 100;

/** The capitalised words of a picture that are neither a word or the initials of its own project's names nor a caption word. */
function foreignNames(svg: string, ownNames: string[]): string[] {
  const words = (name: string) => name.toLowerCase().match(/\p{L}+/gu) ?? [];
  const own = new Set(ownNames.flatMap((name) => [...words(name), words(name).map((word) => word[0]).join('')]));
  return writtenWords(svg).filter((word) => /^\p{Lu}/u.test(word) && !own.has(word.toLowerCase()) && !CAPTION_WORDS.has(word.toLowerCase()));
}

describe('project media', () => {
  const bySlug = new Map(seedProjects.map((project) => [project.slug, project]));

  it('every media file a project shows exists in web/public', () => {
    const missing = seedProjects.flatMap((project) => mediaOf(project).filter((url) => !existsSync(join(PUBLIC, url))));
    expect(missing).toEqual([]);
  });

  it('no media file is shown by two projects', () => {
    const owners = new Map<string, string[]>();
    for (const project of seedProjects) for (const url of mediaOf(project)) owners.set(url, [...(owners.get(url) ?? []), project.slug]);
    expect([...owners].filter(([, slugs]) => slugs.length > 1)).toEqual([]);
  });

  it('a case-study image or client-story video appears only on the page of the company it names', () => {
    const company = new Map<string, string>([
      ...caseStudyCards.map((card) => [card.image, card.company] as const),
      ...testimonialVideos.map((video) => [video.videoUrl, video.company] as const),
    ]);
    const misplaced = seedProjects.flatMap((project) =>
      mediaOf(project)
        .filter((url) => company.has(url) && company.get(url) !== project.title)
        .map((url) => `${project.title} shows ${url} of ${company.get(url)}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('every project picture a project shows was drawn for that project', () => {
    const artFor = new Map(PROJECT_ART.map((art) => [`/media/projects/${art.file}.webp`, art.project]));
    const foreign = seedProjects.flatMap((project) =>
      mediaOf(project)
        .filter((url) => url.startsWith('/media/projects/') && artFor.get(url) !== project.slug)
        .map((url) => `${project.slug} shows ${url}, drawn for ${artFor.get(url)}`),
    );
    expect(foreign).toEqual([]);
  });

  it('a picture a sculpted page sets text over has no large lettering', () => {
    const textOver = ['hero_section_1_media_url', 'hero_banner_1_media_url', 'hero_banner_2_media_url', 'duplicate_hero_text_banner_url'] as const;
    const lettered = seedProjects.flatMap((project) =>
      textOver.flatMap((field) => {
        const index = PROJECT_ART.findIndex((art) => `/media/projects/${art.file}.webp` === project[field]);
        if (index < 0) return [];
        const sizes = [...PROJECT_ART[index]!.scene(100 + index).matchAll(/<text[^>]*font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
        return sizes.some((size) => size >= LARGE_LETTERING) ? [`${project.slug} ${field}`] : [];
      }),
    );
    expect(lettered).toEqual([]);
  });

  it.each(PROJECT_ART.map((art, index) => [art.file, art, index] as const))('picture %s writes no name but its own project’s', (_file, art, index) => {
    const project = bySlug.get(art.project);
    expect(project, `${art.project} is a seeded project`).toBeDefined();
    expect(foreignNames(art.scene(100 + index), [project!.title, project!.client])).toEqual([]);
  });

  it.each(CASES.map((scene, index) => [`c${String(index + 1).padStart(2, '0')}`, scene, index] as const))('case-study image %s writes no name but its own company’s', (file, scene, index) => {
    const card = caseStudyCards.find((candidate) => candidate.image === `/media/case-studies/${file}.webp`);
    expect(card, `${file} belongs to a case study`).toBeDefined();
    expect(foreignNames(scene(400 + index), [card!.company])).toEqual([]);
  });
});

/**
 * Where each `<text>` of an SVG frame starts, in frame coordinates: its x and y plus the `translate` of every group
 * around it (the clips place their labels with groups; scaling and rotation move them too little to matter here).
 */
function textPlacements(svg: string): { words: string; x: number; y: number }[] {
  const offsets: [number, number][] = [];
  const placed: { words: string; x: number; y: number }[] = [];
  for (const match of svg.matchAll(/<g\b([^>]*)>|<\/g>|<text\b([^>]*)>([^<]*)<\/text>/g)) {
    const [tag, attributes = '', content = ''] = [match[0], match[1] ?? match[2], match[3]];
    if (tag === '</g>') offsets.pop();
    else if (tag.startsWith('<g')) {
      const translate = /translate\(\s*([-\d.]+)[\s,]+([-\d.]+)\s*\)/.exec(attributes);
      offsets.push(translate ? [Number(translate[1]), Number(translate[2])] : [0, 0]);
    } else {
      const [dx, dy] = offsets.reduce(([x, y], [ox, oy]) => [x + ox, y + oy], [0, 0]);
      placed.push({ words: content, x: dx + Number(/\bx="([-\d.]+)"/.exec(attributes)?.[1] ?? 0), y: dy + Number(/\by="([-\d.]+)"/.exec(attributes)?.[1] ?? 0) });
    }
  }
  return placed;
}

describe('home client stories', () => {
  // A card shows its clip's poster cropped to 4:5 from the middle, and writes the company and the story's title over
  // the lower part, from 40 % of its height down (where its shade begins): words of the clip there collide with them.
  const crop = { left: (W - (H * 4) / 5) / 2, right: (W + (H * 4) / 5) / 2, top: H * 0.4 };

  it.each(testimonialVideos.map((video) => [video.videoId, video.company] as const))('clip %s (%s) writes no words where its card writes its own', (videoId) => {
    const clip = CLIPS.find((candidate) => candidate.name === videoId)!;
    const colliding = Array.from({ length: clip.seconds * 4 + 1 }, (_, i) => i / 4).flatMap((t) =>
      textPlacements(clip.frame(t))
        .filter(({ words, x, y }) => /\p{L}/u.test(words) && x > crop.left && x < crop.right && y > crop.top)
        .map(({ words }) => `${t}s: ${words}`),
    );
    expect(colliding).toEqual([]);
  });
});

describe('home showreel', () => {
  const showreel = CLIPS.find((clip) => clip.name === 'showreel')!;

  it('writes nothing behind the headline: no frame has text', () => {
    const framesWithText = Array.from({ length: showreel.seconds * 4 + 1 }, (_, i) => i / 4).filter((t) => showreel.frame(t).includes('<text'));
    expect(framesWithText).toEqual([]);
  });
});
