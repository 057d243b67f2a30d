import { describe, expect, it } from 'vitest';
import { previewBannerText, withPreviewBanner } from './preview-banner';

const now = new Date('2026-11-27T10:00:00Z');

describe('previewBannerText', () => {
  it('names a draft as not published', () => {
    expect(previewBannerText({ published: false }, now)).toMatch(/^Draft — not published\./);
  });

  it('names a published item due later as scheduled, with its time and zone', () => {
    expect(previewBannerText({ published: true, publish_at: '2026-12-01T09:00:00Z' }, now)).toBe('Scheduled — not published yet. This page goes live on 1 Dec 2026, 09:00 UTC.');
  });

  it('names a live item as the saved version of a published page', () => {
    expect(previewBannerText({ published: true, publish_at: '2026-11-01T09:00:00Z' }, now)).toMatch(/^Preview of the saved version\. This page is published/);
    expect(previewBannerText({}, now)).toMatch(/This page is published/);
  });
});

describe('withPreviewBanner', () => {
  it('puts the banner first in the body, its text escaped', () => {
    const html = withPreviewBanner('<html><head><title>x</title></head><body class="page"><header>Site</header></body></html>', 'Draft <b>');
    expect(html).toMatch(/<body class="page"><div role="note" aria-label="Preview"[^>]*>Draft &lt;b&gt;<\/div><header>/);
  });
});
