import { describe, expect, it } from 'vitest';
import { renderChatMarkdown } from './render-markdown';

/** The links of rendered Markdown, as a reader's browser would get them. */
function links(markdown: string) {
  const container = document.createElement('div');
  container.innerHTML = renderChatMarkdown(markdown);
  return [...container.querySelectorAll('a')].map((a) => ({ text: a.textContent, href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') }));
}

describe('renderChatMarkdown', () => {
  it('opens every link the assistant writes in a new tab: the site’s own pages, other sites and e-mail', () => {
    expect(links('[Book a call](/calendar), [LinkedIn](https://www.linkedin.com/company/x) or [mail us](mailto:hello@northstar.agency).')).toEqual([
      { text: 'Book a call', href: '/calendar', target: '_blank', rel: 'noopener noreferrer' },
      { text: 'LinkedIn', href: 'https://www.linkedin.com/company/x', target: '_blank', rel: 'noopener noreferrer' },
      { text: 'mail us', href: 'mailto:hello@northstar.agency', target: '_blank', rel: 'noopener noreferrer' },
    ]);
  });

  it('takes the target and rel away from a link the policy refuses, with its href', () => {
    expect(links('[click](javascript:alert(1)) and [there](//evil.example/x)')).toEqual([
      { text: 'click', href: null, target: null, rel: null },
      { text: 'there', href: null, target: null, rel: null },
    ]);
  });

  it('shows raw HTML as text', () => {
    const container = document.createElement('div');
    container.innerHTML = renderChatMarkdown('<a href="/calendar" target="_self" onclick="steal()">x</a><img src=x onerror=alert(1)>');
    expect(container.querySelectorAll('a, img, [onclick], [onerror]')).toHaveLength(0);
    expect(container.textContent).toContain('<a href="/calendar" target="_self"');
  });
});
