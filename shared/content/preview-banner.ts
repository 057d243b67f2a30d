/*
 * The banner across the top of a draft's preview: whoever opens the link (a colleague, a client) must see at once
 * that the page is not what visitors see, and when it would go live.
 */

export type PreviewedItem = { published?: boolean; publish_at?: string | null };

const whenText = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';

/** What the banner says: a draft, a page scheduled for later (with its time and zone), or a published page's saved version. */
export function previewBannerText(item: PreviewedItem, now: Date): string {
  if (item.published === false) return 'Draft — not published. Visitors cannot see this page; this preview shows the saved version.';
  if (item.publish_at && Date.parse(item.publish_at) > now.getTime()) return `Scheduled — not published yet. This page goes live on ${whenText(item.publish_at)}.`;
  return 'Preview of the saved version. This page is published; the live page may still show the previous version for a few seconds.';
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page with the banner as the body's first element, fixed in place above the page's own header (styled inline: a
 * preview carries no scripts, and its own stylesheet knows no banner).
 */
export function withPreviewBanner(html: string, text: string): string {
  const banner =
    '<div role="note" aria-label="Preview" data-preview-banner="" style="position:sticky;top:0;z-index:2147483647;' +
    'background:#fde68a;color:#1c1917;border-bottom:2px solid #92400e;padding:12px 16px;font:600 15px/1.4 system-ui,sans-serif;text-align:center">' +
    `${escapeHtml(text)}</div>`;
  return html.replace(/<body[^>]*>/, (body) => `${body}${banner}`);
}
