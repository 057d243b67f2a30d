import { describe, expect, it } from 'vitest';
import { articleHtml } from './article-html';

describe('articleHtml', () => {
  it('converts the Markdown (with GitHub tables) to HTML', () => {
    const html = articleHtml('## Start with tokens\n\nUse **one** scale.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n');
    expect(html).toContain('<h2>Start with tokens</h2>');
    expect(html).toContain('<strong>one</strong>');
    expect(html).toContain('<td>1</td>');
  });

  it('leaves no active content, and external links open safely', () => {
    const html = articleHtml(
      'Hi <script>alert(1)</script> <img src=x onerror="alert(1)"> [bad](javascript:alert(1)) [out](https://example.com) [in](/contact)',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:/);
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>');
    expect(html).toContain('<a href="/contact">in</a>');
  });
});
