import { expect, test } from '../fixtures';

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

  test('sitemap.xml lists the 17 public paths with absolute URLs, priorities and frequencies', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    expect(xml.match(/<url>/g)).toHaveLength(17);
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/<\/loc>[\s\S]*?<changefreq>weekly<\/changefreq>\s*<priority>1\.0<\/priority>/);
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/insights<\/loc>[\s\S]*?<changefreq>daily<\/changefreq>\s*<priority>0\.6<\/priority>/);
  });

  test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });

  test('unknown paths answer 404 with the not-found page, marked noindex', async ({ request }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('This page drifted off the map.');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
  });
});
