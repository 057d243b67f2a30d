import { describe, expect, it } from 'vitest';
import { resolveSeo, seoDefaults, withSocialCopiesFollowing } from './seo';
import { seoFallbacks, seoPageKeyForPath } from './seo-fallbacks';

const origin = 'https://northstar.agency';

describe('resolveSeo', () => {
  it('uses the built-in record and the defaults when the API has none', () => {
    const seo = resolveSeo({ origin, path: '/about', fallback: seoFallbacks.about });
    expect(seo.title).toBe(seoFallbacks.about.title);
    expect(seo.robots).toBe(seoDefaults.robots);
    expect(seo.twitter.card).toBe('summary_large_image');
    expect(seo.og.type).toBe('website');
    expect(seo.viewport).toBe('width=device-width, initial-scale=1');
    expect(seo.author).toBe('Northstar Digital');
    expect(seo.canonical).toBe('https://northstar.agency/about');
    expect(seo.og.image).toBe('https://northstar.agency/media/og/default.png');
  });

  it('prefers the API record, field by field', () => {
    const seo = resolveSeo({
      origin,
      path: '/work',
      fallback: seoFallbacks.work,
      record: { page_key: 'work', title: 'Work from the database', og_title: 'OG work', canonical_url: 'https://example.com/w', twitter_card: 'summary', description: '' },
    });
    expect(seo.title).toBe('Work from the database');
    expect(seo.description).toBe(seoFallbacks.work.description);
    expect(seo.og.title).toBe('OG work');
    expect(seo.twitter.title).toBe('OG work');
    expect(seo.canonical).toBe('https://example.com/w');
    expect(seo.twitter.card).toBe('summary');
  });

  it('ends a page’s own title with the site’s name, once', () => {
    expect(resolveSeo({ origin, path: '/projects/cartwise', overrides: { title: 'Cartwise' } }).title).toBe('Cartwise | Northstar Digital');
    expect(resolveSeo({ origin, path: '/x', overrides: { title: 'Work with Northstar Digital' } }).title).toBe('Work with Northstar Digital');
    // The built-in and the database records are written whole.
    expect(resolveSeo({ origin, path: '/', fallback: seoFallbacks.home }).title).toBe(seoFallbacks.home.title);
    expect(resolveSeo({ origin, path: '/about', record: { page_key: 'about', title: 'About' } }).title).toBe('About');
  });

  it('gives every page keywords: its own, else the site’s', () => {
    expect(resolveSeo({ origin, path: '/projects/cartwise', overrides: { title: 'Cartwise', keywords: 'UX research, retail' } }).keywords).toBe('UX research, retail');
    const notFound = resolveSeo({ origin, path: '/404', overrides: { title: 'Page Not Found', noindex: true } });
    expect(notFound.keywords).toBe(seoDefaults.keywords);
    expect(notFound.keywords).not.toBe('');
  });

  it('marks noindex pages', () => {
    expect(resolveSeo({ origin, path: '/admin', overrides: { noindex: true } }).robots).toBe('noindex, nofollow');
  });
});

describe('seoPageKeyForPath', () => {
  it('maps paths to the page keys of the specification', () => {
    expect(seoPageKeyForPath('/')).toBe('home');
    expect(seoPageKeyForPath('/giving-back')).toBe('giving-back');
    expect(seoPageKeyForPath('/approach')).toBe('approach');
    expect(seoPageKeyForPath('/projects/x')).toBeUndefined();
  });
});

describe('withSocialCopiesFollowing', () => {
  const origin = 'https://northstar.example';
  const stored = { title: 'Our Work | Northstar', description: 'Projects we shipped.', og_title: 'Our Work | Northstar', twitter_title: 'Our Work | Northstar', og_description: 'Projects we shipped.', twitter_description: '' };
  const ogTitleOf = (record: typeof stored) => resolveSeo({ origin, path: '/work', record: { page_key: 'work', ...record } }).og.title;

  it('carries a new title over to og:title and the Twitter title when they only copied the old one', () => {
    const next = withSocialCopiesFollowing(stored, { ...stored, title: 'Case Studies | Northstar' });
    expect(next.og_title).toBe('');
    expect(next.twitter_title).toBe('');
    expect(ogTitleOf(next)).toBe('Case Studies | Northstar');
    expect(resolveSeo({ origin, path: '/work', record: { page_key: 'work', ...next } }).twitter.title).toBe('Case Studies | Northstar');
    expect(next.og_description).toBe('Projects we shipped.');
  });

  it('keeps a social title set separately', () => {
    const own = { ...stored, og_title: 'See what we built' };
    const next = withSocialCopiesFollowing(own, { ...own, title: 'Case Studies | Northstar' });
    expect(next.og_title).toBe('See what we built');
    expect(ogTitleOf(next)).toBe('See what we built');
  });

  it('keeps a social title the same save sets to its own words', () => {
    const next = withSocialCopiesFollowing(stored, { ...stored, title: 'Case Studies | Northstar', og_title: 'Look inside' });
    expect(next.og_title).toBe('Look inside');
  });

  it('carries a new description over to the card descriptions that copied it', () => {
    const next = withSocialCopiesFollowing(stored, { ...stored, description: 'Work for brands in the Gulf.' });
    expect(next.og_description).toBe('');
    expect(resolveSeo({ origin, path: '/work', record: { page_key: 'work', ...next } }).og.description).toBe('Work for brands in the Gulf.');
    expect(next.og_title).toBe(stored.og_title);
  });

  it('changes nothing for a first save or an unchanged title', () => {
    expect(withSocialCopiesFollowing(undefined, stored)).toEqual(stored);
    expect(withSocialCopiesFollowing(stored, { ...stored })).toEqual(stored);
  });
});
