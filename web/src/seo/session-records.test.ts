import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSitemapXml } from '../../../shared/site/sitemap';
import { storeSessionRecords } from './session-records';

const page = { url: 'https://northstar.agency/about', timestamp: '2026-03-02T09:00:00.000Z', title: 'About Us | Northstar Digital', description: 'Meet us.' };

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('storeSessionRecords', () => {
  it('stores the page view and the sitemap with this origin', () => {
    storeSessionRecords(page, 'https://northstar.agency');
    expect(JSON.parse(window.sessionStorage.getItem('currentPageInfo')!)).toEqual(page);
    const sitemap = window.sessionStorage.getItem('sitemapXML')!;
    expect(sitemap).toBe(buildSitemapXml('https://northstar.agency', sitemap.match(/<lastmod>([^<]+)</)![1]!));
    expect(sitemap.match(/<loc>https:\/\/northstar\.agency\//g)).toHaveLength(17);
  });

  it('writes the sitemap once per session, and none where the origin is not the site', () => {
    window.sessionStorage.setItem('sitemapXML', 'earlier');
    storeSessionRecords(page, 'https://northstar.agency');
    expect(window.sessionStorage.getItem('sitemapXML')).toBe('earlier');
    window.sessionStorage.clear();
    storeSessionRecords(page, null);
    expect(window.sessionStorage.getItem('sitemapXML')).toBeNull();
    expect(window.sessionStorage.getItem('currentPageInfo')).not.toBeNull();
  });

  it('does nothing, without throwing, when storage refuses writes', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => storeSessionRecords(page, 'https://northstar.agency')).not.toThrow();
  });
});
