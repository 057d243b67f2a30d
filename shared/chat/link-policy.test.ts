import { describe, expect, it } from 'vitest';
import { classifyChatLink } from './link-policy';

describe('classifyChatLink', () => {
  it('keeps the site’s own paths as internal links', () => {
    expect(classifyChatLink('/calendar')).toEqual({ kind: 'internal', href: '/calendar' });
    expect(classifyChatLink('/insights/some-post?x=1#top')?.kind).toBe('internal');
  });

  it('keeps http, https and mailto links', () => {
    expect(classifyChatLink('https://example.com/a')).toEqual({ kind: 'external', href: 'https://example.com/a' });
    expect(classifyChatLink('http://example.com')?.kind).toBe('external');
    expect(classifyChatLink('mailto:hello@northstar.agency')?.kind).toBe('mail');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example/path',
    '/\\evil.example',
    'calendar',
    'ftp://example.com',
    '',
    undefined,
  ])('drops %s', (href) => {
    expect(classifyChatLink(href)).toBeNull();
  });
});
