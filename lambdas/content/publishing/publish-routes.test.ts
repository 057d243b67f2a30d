import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brand } from '../../../shared/site/brand';
import { articlePath, type SiteContent } from '../../../shared/content/site-content';
import type { BlogPost } from '../../../shared/content/schemas';
import type { SiteRenderer } from '../../../shared/contracts/site-renderer';
import { MAX_PUBLISH_PASSES, publishRoutes, republishSite, type PublishDeps } from './publish-routes';
import { publishScheduledItem } from './publish-schedules';

const post = (slug: string, title = slug): BlogPost => ({
  id: slug,
  slug,
  title,
  excerpt: '',
  content: '',
  category: 'Design',
  author: 'Ada',
  read_time: '4 min read',
  image_url: '',
  created_at: '2025-05-01T10:00:00.000Z',
  views: 0,
  published: true,
});

const site = (...posts: BlogPost[]): SiteContent => ({ projects: [], posts, videos: [], seoPages: [] });

/** A renderer whose pages and sitemap name the articles they were rendered from. */
const renderer = (failFor?: string): SiteRenderer =>
  ({
    parametrisedPaths: async (content: SiteContent) => content.posts.map(articlePath),
    page: async (path: string, content: SiteContent, host: 'main' | 'calendar' = 'main') => {
      if (path === failFor) throw new Error('render failed');
      return `${host === 'calendar' ? 'calendar ' : ''}${path}: ${content.posts.map((p) => p.title).join(', ')}`;
    },
    sitemap: (content: SiteContent) => content.posts.map(articlePath).join(' '),
    shell: (title: string) => `shell: ${title}`,
  }) as unknown as SiteRenderer;

/** The publisher's dependencies over an in-memory bucket; `reads` are the content read's successive answers (the last repeats). */
function fakes(options: { reads: SiteContent[]; failFor?: string }) {
  const bucket = new Map<string, string>();
  const writes: string[] = [];
  const invalidated: string[][] = [];
  let read = 0;
  const deps: PublishDeps = {
    renderer: async () => renderer(options.failFor),
    readContent: async () => options.reads[Math.min(read++, options.reads.length - 1)]!,
    site: {
      putPage: async (path, html) => void (bucket.set(path, html), writes.push(`put ${path}`)),
      deletePage: async (path) => void (bucket.delete(path), writes.push(`delete ${path}`)),
      put: async (key, body) => void (bucket.set(`/${key}`, body), writes.push(`put /${key}`)),
      pagesUnder: async () => [],
    },
    invalidate: async (paths) => void invalidated.push(paths),
    now: () => new Date('2025-06-01T10:00:00Z'),
    siteUrl: 'https://d111111abcdef8.cloudfront.net',
  };
  return { deps, bucket, writes, invalidated };
}

describe('publishRoutes', () => {
  it('writes the rendered pages, deletes removed ones, then the sitemap last, and invalidates them all', async () => {
    const { deps, bucket, writes, invalidated } = fakes({ reads: [site(post('new'))] });
    bucket.set('/insights/old', 'stale');
    const paths = await publishRoutes(deps, { render: ['/insights', '/insights/new'], remove: ['/insights/old'] });
    expect(writes).toEqual(['put /insights', 'put /insights/new', 'delete /insights/old', 'put /sitemap.xml']);
    expect(bucket.get('/insights/new')).toBe('/insights/new: new');
    expect(bucket.has('/insights/old')).toBe(false);
    expect(bucket.get('/sitemap.xml')).toBe('/insights/new');
    expect(invalidated).toEqual([paths]);
    expect(paths).toEqual(expect.arrayContaining(['/insights', '/insights/new', '/insights/old', '/sitemap.xml']));
  });

  it('writes nothing and invalidates nothing when a page fails to render', async () => {
    const { deps, writes, invalidated } = fakes({ reads: [site(post('new'))], failFor: '/insights/new' });
    await expect(publishRoutes(deps, { render: ['/insights', '/insights/new'], remove: [] })).rejects.toThrow('render failed');
    expect(writes).toEqual([]);
    expect(invalidated).toEqual([]);
  });

  it('publishes again from the newer content when it changed during the publish, ending on the newest state', async () => {
    // Read 0 is what this publisher renders from; by read 1 (after its writes) another change has landed.
    const { deps, bucket, writes } = fakes({ reads: [site(post('a')), site(post('a'), post('b'))] });
    await publishRoutes(deps, { render: ['/insights', '/insights/a'], remove: [] });
    expect(writes).toEqual(['put /insights', 'put /insights/a', 'put /sitemap.xml', 'put /insights', 'put /insights/a', 'put /sitemap.xml']);
    expect(bucket.get('/insights')).toBe('/insights: a, b');
    expect(bucket.get('/sitemap.xml')).toBe('/insights/a /insights/b');
  });

  it('repairs the overwrite of a publisher that read before a change but wrote after its publisher', async () => {
    let current = site(post('a'));
    const shared = fakes({ reads: [] });
    const readNow = async () => current;
    const fast: PublishDeps = { ...shared.deps, readContent: readNow };
    let fastPublish: Promise<string[]> | undefined;
    const slow: PublishDeps = {
      ...shared.deps,
      readContent: readNow,
      site: {
        ...shared.deps.site,
        // Between the slow publisher's read and its first write, the article is renamed and its publish completes.
        putPage: async (path, html) => {
          fastPublish ??= ((current = site(post('a', 'A, renamed'))), publishRoutes(fast, { render: ['/insights/a'], remove: [] }));
          await fastPublish;
          await shared.deps.site.putPage(path, html);
        },
      },
    };
    await publishRoutes(slow, { render: ['/insights', '/insights/a'], remove: [] });
    expect(shared.writes.slice(0, 4)).toEqual(['put /insights/a', 'put /sitemap.xml', 'put /insights', 'put /insights/a']);
    expect(shared.bucket.get('/insights/a')).toBe('/insights/a: A, renamed');
    expect(shared.bucket.get('/insights')).toBe('/insights: A, renamed');
  });

  it('deletes, rather than renders, the page of an item unpublished while the publish ran', async () => {
    const { deps, bucket, writes } = fakes({ reads: [site(post('a')), site()] });
    await publishRoutes(deps, { render: ['/insights', '/insights/a'], remove: [] });
    expect(writes.slice(3)).toEqual(['put /insights', 'delete /insights/a', 'put /sitemap.xml']);
    expect(bucket.has('/insights/a')).toBe(false);
    expect(bucket.get('/sitemap.xml')).toBe('');
  });

  it('fails after a bounded number of passes while the content keeps changing, so the stream retries it', async () => {
    const reads = Array.from({ length: MAX_PUBLISH_PASSES + 2 }, (_, n) => site(post('a', `version ${n}`)));
    const { deps, writes, invalidated } = fakes({ reads });
    await expect(publishRoutes(deps, { render: ['/insights/a'], remove: [] })).rejects.toThrow(/changed during each/);
    expect(writes.filter((write) => write === 'put /sitemap.xml')).toHaveLength(MAX_PUBLISH_PASSES);
    expect(invalidated).toEqual([]);
  });
});

describe('publishScheduledItem', () => {
  const due = { ...post('calm'), publish_at: '2025-06-01T09:59:59.000Z' };

  it("publishes the item's page, its list and the sitemap once its time has come", async () => {
    const { deps, bucket } = fakes({ reads: [site(due)] });
    const paths = await publishScheduledItem({ ...deps, readItem: async () => due }, { table: 'blog_posts', id: 'calm' });
    expect(paths).toEqual(expect.arrayContaining(['/insights', '/insights/calm', '/sitemap.xml']));
    expect(bucket.get('/insights/calm')).toBe('/insights/calm: calm');
    expect(bucket.get('/sitemap.xml')).toBe('/insights/calm');
  });

  it('writes nothing for an item unpublished, deleted or moved to a later time since it was scheduled', async () => {
    for (const item of [{ ...due, published: false }, undefined, { ...due, publish_at: '2025-06-02T10:00:00.000Z' }]) {
      const { deps, writes } = fakes({ reads: [site()] });
      expect(await publishScheduledItem({ ...deps, readItem: async () => item }, { table: 'blog_posts', id: 'calm' })).toEqual([]);
      expect(writes).toEqual([]);
    }
  });
});

describe('republishSite', () => {
  it('renders the not-found page and robots.txt for the deployed address, not the build\'s', async () => {
    const { deps, bucket, invalidated } = fakes({ reads: [site(post('new'))] });
    const paths = await republishSite(deps);
    expect(bucket.get('/404.html')).toBe('/404: new');
    expect(bucket.get('/robots.txt')).toContain('Sitemap: https://d111111abcdef8.cloudfront.net/sitemap.xml');
    expect(bucket.get('/robots.txt')).not.toContain('localhost');
    expect(paths).toEqual(expect.arrayContaining(['/insights/new', '/sitemap.xml', '/404.html', '/robots.txt']));
    expect(invalidated.flat()).toEqual(expect.arrayContaining(['/404.html', '/robots.txt']));
  });

  it('renders the calendar domain\'s home and the screens\' shell with the deployed renderer too, and invalidates them', async () => {
    const { deps, bucket, invalidated } = fakes({ reads: [site(post('new'))] });
    const paths = await republishSite(deps);
    expect(bucket.get('/calendar-site.html')).toBe('calendar /: new');
    expect(bucket.get('/spa.html')).toBe(`shell: ${brand.name}`);
    expect(paths).toEqual(expect.arrayContaining(['/calendar-site.html', '/spa.html']));
    expect(invalidated.flat()).toEqual(expect.arrayContaining(['/calendar-site.html', '/spa.html']));
  });

  it('rewrites every HTML file the web build ships outside the page routes', async () => {
    // What the prerender writes beside the pages: each must be rendered again for the deployed address.
    const prerender = readFileSync(fileURLToPath(new URL('../../../web/scripts/prerender.ts', import.meta.url)), 'utf8');
    const shipped = [...prerender.matchAll(/writeFile\(join\(distDir, '([^']+\.html)'\)/g)].map((match) => `/${match[1]}`);
    expect(shipped).toEqual(expect.arrayContaining(['/404.html', '/calendar-site.html', '/spa.html']));
    const { deps, bucket } = fakes({ reads: [site(post('new'))] });
    await republishSite(deps);
    for (const file of shipped) expect(bucket.has(file), file).toBe(true);
  });
});
