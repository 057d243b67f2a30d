import { describe, expect, it } from 'vitest';
import { buildRobotsTxt, buildSitemapXml, sitemapEntries } from './sitemap';

describe('sitemap', () => {
  it('lists the 17 paths of the specification once each', () => {
    const paths = sitemapEntries.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(17);
  });

  it('writes absolute URLs with priority and change frequency', () => {
    const xml = buildSitemapXml('https://northstar.agency/', '2026-01-31');
    expect(xml).toContain('<loc>https://northstar.agency/</loc>');
    expect(xml).toMatch(/<loc>https:\/\/northstar\.agency\/insights<\/loc>\s*<lastmod>2026-01-31<\/lastmod>\s*<changefreq>daily<\/changefreq>\s*<priority>0\.6<\/priority>/);
    expect(xml).toMatch(/<loc>https:\/\/northstar\.agency\/terms<\/loc>[\s\S]*?<changefreq>yearly<\/changefreq>\s*<priority>0\.4<\/priority>/);
    expect(xml.match(/<url>/g)).toHaveLength(17);
  });

  it('points robots at the sitemap and keeps staff pages out', () => {
    const robots = buildRobotsTxt('http://localhost:8080');
    expect(robots).toContain('Sitemap: http://localhost:8080/sitemap.xml');
    expect(robots).toContain('Disallow: /admin');
  });
});
