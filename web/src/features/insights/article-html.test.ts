import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../ui/SafeHtml';
import { markdownToHtml } from './article-html';

describe('markdownToHtml', () => {
  it('converts the Markdown (with GitHub tables) to HTML', () => {
    const html = markdownToHtml('## Start with tokens\n\nUse **one** scale.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n');
    expect(html).toContain('<h2>Start with tokens</h2>');
    expect(html).toContain('<strong>one</strong>');
    expect(html).toContain('<td>1</td>');
  });

  it('passes raw HTML through, which SafeHtml then removes with every other active content', () => {
    const html = markdownToHtml(
      'Hi <script>alert(1)</script> <img src=x onerror="alert(1)"> [bad](javascript:alert(1)) [out](https://example.com) [in](/contact)',
    );
    expect(html).toContain('<script>');
    const safe = sanitizeHtml(html);
    expect(safe).not.toMatch(/<script|onerror|javascript:/);
    expect(safe).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>');
    expect(safe).toContain('<a href="/contact">in</a>');
  });
});
