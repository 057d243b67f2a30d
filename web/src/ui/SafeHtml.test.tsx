import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './SafeHtml';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links, keeps formatting', () => {
    const html = sanitizeHtml('<p onclick="steal()">Hi <strong>there</strong><script>alert(1)</script> <a href="javascript:alert(1)">x</a></p><img src=x onerror="alert(1)">');
    expect(html).toContain('<strong>there</strong>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/);
  });

  it('opens external links in a new tab without the opener, internal links in place', () => {
    const html = sanitizeHtml('<a href="https://example.com">out</a> <a href="/contact" target="_blank">in</a>');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>');
    expect(html).toContain('<a href="/contact">in</a>');
  });
});
