import { describe, expect, it } from 'vitest';
import { feedFetchUrl, maskFeedUrl } from './staff-calendars';

describe('feed addresses', () => {
  const local = { allowLoopbackHttp: true };
  const deployed = { allowLoopbackHttp: false };

  it('accepts https and webcal (read over https), and http only on loopback where allowed', () => {
    expect(feedFetchUrl('webcal://p42-caldav.icloud.com/published/2/ABC', deployed)).toEqual({ ok: true, url: 'https://p42-caldav.icloud.com/published/2/ABC' });
    expect(feedFetchUrl(' https://calendar.google.com/calendar/ical/x/private-y/basic.ics ', deployed).ok).toBe(true);
    expect(feedFetchUrl('http://127.0.0.1:9000/feed.ics', deployed).ok).toBe(false);
    expect(feedFetchUrl('http://127.0.0.1:9000/feed.ics', local).ok).toBe(true);
    expect(feedFetchUrl('http://calendar.example.com/feed.ics', local)).toEqual({ ok: false, message: 'Use an https:// or webcal:// address.' });
    expect(feedFetchUrl('ftp://example.com/feed.ics', local).ok).toBe(false);
    expect(feedFetchUrl('https://user:secret@example.com/feed.ics', local).ok).toBe(false);
    expect(feedFetchUrl('calendar.google.com/basic.ics', local).ok).toBe(false);
  });

  it('masks the secret parts of an address', () => {
    expect(maskFeedUrl('https://calendar.google.com/calendar/ical/team%40example.com/private-5f3c9e1d/basic.ics')).toBe('https://calendar.google.com/…/basic.ics');
    expect(maskFeedUrl('https://p42-caldav.icloud.com/published/2/MTIzNDU2Nzg5MDEyMzQ1Njc4OTAxMjM0')).toBe('https://p42-caldav.icloud.com/…/MTIz…');
    expect(maskFeedUrl('https://example.com/feed.ics?token=secret')).toBe('https://example.com/…/feed.ics');
  });
});
