import { articlePath, projectPath } from '../../../shared/content/site-content';
import { parametrisedSitePatterns } from '../../../shared/site/routes';
import { sitemapEntries } from '../../../shared/site/sitemap';
import { publicRoutes, routeExamples } from '../../support/public-pages';
import { expect, test } from '../fixtures';
import { dismissCookieBanner } from './helpers';

/** The head fields every public page carries for search engines and link previews; each must have a value. */
const headFields = [
  'name="description"',
  'name="keywords"',
  'name="robots"',
  'name="author"',
  'property="og:title"',
  'property="og:description"',
  'property="og:type"',
  'property="og:url"',
  'property="og:image"',
  'name="twitter:card"',
  'name="twitter:title"',
  'name="twitter:description"',
  'name="twitter:image"',
] as const;

/** The page's title: the site's name ends it (the home page starts with it). */
const siteTitle = /^(Northstar Digital \| .+|.+ \| Northstar Digital)$/;

/** What a crawler or a link preview sees: the raw HTML, fetched without running any JavaScript. */
test.describe('prerendered pages and search-engine files', () => {
  const pages = [
    { path: '/', title: 'Northstar Digital | Built for bold brands that want one powerful partner', h1: 'Built for bold brands' },
    { path: '/about', title: 'About Us | Northstar Digital', h1: 'We are a full house agency' },
    { path: '/cookies', title: 'Cookie Policy &amp; Preferences | Northstar Digital', h1: '' },
    { path: '/software-development', title: 'AI &amp; Software Development | Northstar Digital', h1: '' },
  ];

  for (const { path, title, h1 } of pages) {
    test(`${path} carries its content, head tags and JSON-LD`, async ({ request, baseURL }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const origin = new URL(baseURL!).origin;
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
      expect(html).toContain('<meta name="robots" content="index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1"');
      expect(html).toContain('<meta name="author" content="Northstar Digital"');
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"');
      expect(html).toContain('<meta property="og:type" content="website"');
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path === '/' ? '/' : path}"`));
      expect(html).toContain('<h1');
      if (h1) expect(html).toContain(h1);

      const jsonLd = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)?.[1];
      const organization = JSON.parse(jsonLd!);
      expect(organization).toMatchObject({
        '@type': 'ProfessionalService',
        name: 'Northstar Digital',
        areaServed: 'Worldwide',
        serviceType: ['Software Development', 'UI/UX Design', 'Digital Marketing', 'Web Development', 'Mobile App Development'],
        contactPoint: { contactType: 'customer service', availableLanguage: ['English'] },
      });
      expect(organization.hasOfferCatalog.itemListElement).toHaveLength(3);
      expect(organization.sameAs).toHaveLength(5);
      expect(origin).toBeTruthy();
    });
  }

  test('every route of the table has an example page', () => {
    expect(Object.keys(routeExamples).sort()).toEqual([...parametrisedSitePatterns].sort());
  });

  // The not-found page is one file (404.html) served for every unknown path, rendered for /404.
  for (const [path, canonicalPath] of [...publicRoutes.map((path) => [path, path]), ['/no/such/page', '/404']]) {
    test(`${path}: the raw HTML has a title, canonical and every metadata field, none empty`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const decode = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
      expect(decode(head.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')).toMatch(siteTitle);
      for (const field of headFields) {
        const tags = [...head.matchAll(new RegExp(`<meta ${field} content="([^"]*)"`, 'g'))];
        expect(tags, field).toHaveLength(1);
        expect(tags[0]![1]!.trim(), field).not.toBe('');
      }
      const canonical = head.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? '';
      expect(new URL(canonical).pathname).toBe(canonicalPath);
    });
  }

  test('after client-side navigation every route has a title, canonical and every metadata field, none empty', async ({ page }) => {
    test.slow();
    await dismissCookieBanner(page);
    await page.addInitScript(() => window.localStorage.setItem('callPopupSeen', 'true'));
    await page.goto('/');
    // A briefing for a client not prerendered, and an unknown path (the not-found page), are rendered in the browser only.
    for (const path of [...publicRoutes, '/briefing-form/Acme', '/no/such/page']) {
      await page.evaluate((to) => {
        window.history.pushState({ idx: (window.history.state?.idx ?? 0) + 1, key: to, usr: null }, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      }, path);
      // The page's metadata is applied once its canonical names it.
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', new RegExp(`${path.replace(/[.?]/g, '\\$&')}$`));
      const head = await page.evaluate(
        (fields) => ({
          title: document.title,
          values: fields.map((field) => [...document.head.querySelectorAll(`meta[${field}]`)].map((tag) => tag.getAttribute('content')?.trim())),
        }),
        [...headFields],
      );
      expect(head.title, path).toMatch(siteTitle);
      head.values.forEach((values, index) => {
        expect(values, `${path} ${headFields[index]}`).toHaveLength(1);
        expect(values[0], `${path} ${headFields[index]}`).toBeTruthy();
      });
    }
  });

  test('the real estate page and a briefing are titled like the other pages, with keywords from their content', async ({ request }) => {
    const realEstate = await (await request.get('/real-estate-marketing')).text();
    expect(realEstate).toContain('<title>Real Estate Marketing | Northstar Digital</title>');
    expect(realEstate).toMatch(/<meta name="keywords" content="real estate marketing, [^"]*lead-generation campaigns/);
    const briefing = await (await request.get('/briefing-form/Teakandrope')).text();
    expect(briefing).toContain('<title>Let’s shape the brief for Teakandrope | Northstar Digital</title>');
    expect(briefing).toMatch(/<meta name="keywords" content="project briefing, teakandrope, /);
    const project = await (await request.get('/projects/cartwise')).text();
    expect(project).toContain('<meta name="keywords" content="UX research, UI design, mobile app development, e-commerce, retail, mobile app design, cartwise"');
    const article = await (await request.get('/insights/design-systems-that-scale')).text();
    expect(article).toMatch(/<meta name="keywords" content="[^"]*design, systems, scale, lessons, twenty, product, teams"/);
  });

  test('the prerendered page hydrates without replacing its content', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text()) && errors.push(message.text()));
    await page.addInitScript(() => window.localStorage.setItem('cookieBannerSeen', 'true'));
    await page.goto('/about');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.evaluate((element) => element.setAttribute('data-marker', 'prerendered'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' }).click();
    await expect(page.getByRole('link', { name: 'View All Solutions' })).toBeVisible();
    // The same element survived hydration: React adopted the server markup instead of re-creating it.
    await expect(heading).toHaveAttribute('data-marker', 'prerendered');
    expect(errors).toEqual([]);
  });

  test('sitemap.xml lists the 17 fixed paths and every published article and project, with absolute URLs, priorities and frequencies', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    const { posts } = (await (await request.get('/api/posts')).json()) as { posts: { slug: string }[] };
    const { projects } = (await (await request.get('/api/projects')).json()) as { projects: { slug: string; title: string }[] };
    const listed = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
    expect(listed.sort()).toEqual([...sitemapEntries.map((entry) => entry.path), ...posts.map(articlePath), ...projects.map(projectPath)].sort());
    expect(posts.length).toBeGreaterThan(0);
    expect(projects.length).toBeGreaterThan(0);
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/<\/loc>[\s\S]*?<changefreq>weekly<\/changefreq>\s*<priority>1\.0<\/priority>/);
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/insights<\/loc>[\s\S]*?<changefreq>daily<\/changefreq>\s*<priority>0\.6<\/priority>/);
  });

  test('robots.txt allows crawling and points to the sitemap on the site’s own address', async ({ request, baseURL }) => {
    const robots = () => request.get('/robots.txt').then((response) => response.text());
    expect(await robots()).toContain('User-agent: *');
    // The build names the address it was built for; the publisher writes the served one once the site is up.
    await expect.poll(robots, { timeout: 30_000 }).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('unknown paths answer 404 with the not-found page, marked noindex', async ({ request }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('This page drifted off the map.');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
  });
});
