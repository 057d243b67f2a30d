import { describe, expect, it } from 'vitest';
import { isCalendarHost, isKnownSitePath } from './routes';

describe('isKnownSitePath', () => {
  it.each(['/', '/about', '/about/', '/work/glow-recipe', '/admin/dashboard', '/briefing-form/Teakandrope'])('knows %s', (path) => {
    expect(isKnownSitePath(path)).toBe(true);
  });

  it.each(['/projects/any-slug', '/insights/a', '/case-studies/x', '/sculpted/y', '/briefing-form/acme'])('knows the parametrised %s', (path) => {
    expect(isKnownSitePath(path)).toBe(true);
  });

  it.each(['/nope', '/404', '/projects', '/projects/', '/projects/a/b', '/work/other', '/admin/users', '/about/team'])('rejects %s', (path) => {
    expect(isKnownSitePath(path)).toBe(false);
  });
});

describe('isCalendarHost', () => {
  it('recognises calendar subdomains only', () => {
    expect(isCalendarHost('calendar.localhost')).toBe(true);
    expect(isCalendarHost('calendar.northstar.agency')).toBe(true);
    expect(isCalendarHost('localhost')).toBe(false);
    expect(isCalendarHost('www.calendar.io')).toBe(false);
  });
});
