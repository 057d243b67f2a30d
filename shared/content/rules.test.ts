import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactRuleViolations } from './contact-rules';
import { isWebsiteAddress } from './website';
import { contactRequestSchema, newsletterRequestSchema } from './schemas';
import { displayedReactionCounts, displayedViews } from './synthetic-counts';

describe('contact rules', () => {
  it('asks for the privacy policy', async () => {
    expect(await contactRuleViolations({ website: 'acme.com', privacyAccepted: false })).toEqual([
      { field: 'privacyAccepted', title: 'Privacy Policy', message: 'Please accept the Privacy Policy to continue.' },
    ]);
  });

  it('names every broken rule at once, the website with an example host', async () => {
    expect(await contactRuleViolations({ website: 'https://www.acme.notatld/about', privacyAccepted: false })).toEqual([
      { field: 'privacyAccepted', title: 'Privacy Policy', message: 'Please accept the Privacy Policy to continue.' },
      { field: 'website', title: 'Invalid Website', message: 'Please enter a valid web address with a real domain ending (e.g., acme.com)' },
    ]);
    expect(await contactRuleViolations({ website: 'acme.com.eg', privacyAccepted: true })).toEqual([]);
  });

  it('accepts any web address on a real top-level domain', async () => {
    const accepted = ['northstar.agency', 'example.ae', 'https://shop.example.sa/path', 'http://www.acme.eg/about?x=1', 'x.community', 'acme.com.eg', 'Acme.Co.UK', ' acme.io '];
    const verdicts = await Promise.all(accepted.map(isWebsiteAddress));
    expect(accepted.filter((_, index) => !verdicts[index])).toEqual([]);
  });

  it('refuses bare words, made-up endings, bare suffixes, IP addresses and other schemes', async () => {
    const refused = ['', 'foo', 'foo.notatld', 'http://', 'https://', 'co.uk', 'localhost', '127.0.0.1', 'http://192.168.1.1', 'ftp://acme.com', 'mailto:ada@acme.com', 'acme .com', 'acme.com.notatld'];
    const verdicts = await Promise.all(refused.map(isWebsiteAddress));
    expect(refused.filter((_, index) => verdicts[index])).toEqual([]);
  });

  it('requires every field and digits-only phone', () => {
    const result = contactRequestSchema.safeParse({ name: ' ', email: 'x@y.com', phone: '12-34' });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['name', 'phone', 'company', 'role', 'industry', 'website', 'subject', 'message']));
  });

  it('requires consent for the newsletter', () => {
    expect(newsletterRequestSchema.safeParse({ email: 'a@b.com', consent: false }).success).toBe(false);
    expect(newsletterRequestSchema.safeParse({ email: 'a@b.com', consent: true }).success).toBe(true);
  });
});

describe('synthetic counts', () => {
  it('keeps views and reactions in their ranges and adds the real counts', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(1000), (id, real) => {
        const views = displayedViews(id, real) - real;
        expect(views % 50).toBe(0);
        expect(views / 50).toBeGreaterThanOrEqual(2000);
        expect(views / 50).toBeLessThanOrEqual(5000);
        const counts = displayedReactionCounts(id, { like: real, wow: 0, helpful: 0, not_helpful: real });
        expect(counts.like - real).toBeGreaterThanOrEqual(1200);
        expect(counts.like - real).toBeLessThanOrEqual(2578);
        expect(counts.wow).toBeLessThanOrEqual(2578);
        expect(counts.not_helpful).toBe(4 + real);
      }),
    );
    expect(displayedViews('post-01', 0)).toBe(displayedViews('post-01', 0));
  });
});
