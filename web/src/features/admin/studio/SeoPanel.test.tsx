import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seoPageInputSchema, type AdminSeoPage } from '../../../../../shared/content/studio-schemas';
import { seoDefaults } from '../../../../../shared/site/seo';
import { seoFallbacks } from '../../../../../shared/site/seo-fallbacks';
import { SiteProvider } from '../../../app/site';
import { SeoPanel } from './SeoPanel';

vi.mock('../../auth/useRole', () => ({ useRole: () => ({ can: () => true }) }));

const page = (key: 'careers' | 'about', stored: boolean): AdminSeoPage => ({
  page_key: key,
  ...seoPageInputSchema.parse({}),
  ...(stored ? { title: 'About the studio' } : {}),
  stored,
  fallback: seoFallbacks[key],
});
const pages = [page('careers', false), page('about', true)];
vi.mock('./studio-queries', () => ({
  useSeoPages: () => ({ isPending: false, error: null, data: pages, refetch: vi.fn() }),
  useSaveSeoPage: () => ({ isPending: false, mutate: vi.fn(), error: null }),
}));

const origin = 'https://www.example.com';
const renderPanel = () =>
  render(
    <SiteProvider value={{ origin, isCalendarSite: false }}>
      <SeoPanel />
    </SiteProvider>,
  );

// Sixteen fields and two previews per form: slow in jsdom on a busy machine.
describe('SeoPanel', { timeout: 15_000 }, () => {
  it('finds pages by key or title and filters custom from built-in records', () => {
    renderPanel();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search pages' }), { target: { value: 'studio' } });
    expect(screen.getByRole('list', { name: 'pages' }).textContent).toBe('aboutAbout the studioCustom');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search pages' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Values' }), { target: { value: 'off' } });
    expect(screen.getByRole('list', { name: 'pages' }).textContent).toBe(`careers${seoFallbacks.careers.title}Built-in`);
  });

  it("shows as each empty field's placeholder what the page would get, following the fields it falls back to", () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: /careers/ }));
    const placeholder = (label: string) => screen.getByRole('textbox', { name: label }).getAttribute('placeholder');
    expect(placeholder('Search result title')).toBe(seoFallbacks.careers.title);
    expect(placeholder('Kind of page')).toBe(seoDefaults.ogType);
    expect(placeholder('Main address of the page')).toBe(`${origin}/careers`);
    expect(placeholder('Address on the social card')).toBe(`${origin}/careers`);
    expect(placeholder('X (Twitter) card size')).toBe(seoDefaults.twitterCard);
    expect(placeholder('Search engine instructions')).toBe(seoDefaults.robots);
    expect(placeholder('Author')).toBe(seoDefaults.author);
    expect(placeholder('Phone screen scaling')).toBe(seoDefaults.viewport);
    expect(placeholder('Social card picture')).toBe(`${origin}${seoDefaults.ogImage}`);
    fireEvent.change(screen.getByRole('textbox', { name: 'Main address of the page' }), { target: { value: '/jobs' } });
    expect(placeholder('Address on the social card')).toBe(`${origin}/jobs`);
    fireEvent.change(screen.getByRole('textbox', { name: 'Social card title' }), { target: { value: 'Work with us' } });
    expect(placeholder('X (Twitter) title')).toBe('Work with us');
  });

  it('gives every field a label in words and a hint tied to it', () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: /careers/ }));
    const form = screen.getByRole('form', { name: 'Metadata of careers' });
    const fields = within(form).getAllByRole('textbox');
    expect(fields).toHaveLength(16);
    for (const field of fields) {
      const label = document.querySelector(`label[for="${field.id}"]`)?.textContent ?? '';
      expect(label).not.toMatch(/_|\bog\b|\bmeta\b|\burl\b/i);
      const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
      expect(hint.length, label).toBeGreaterThan(10);
    }
    expect(screen.getByRole('textbox', { name: 'Phone screen scaling' })).toBeTruthy();
  });

  it('previews the search result and the social card as the fields are typed, the card title following the title', () => {
    pages.splice(0, 1, { ...page('careers', true), title: 'Careers | Northstar Digital', og_title: 'Careers | Northstar Digital', description: 'Join the team.' });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: /careers/ }));
    const search = () => screen.getByRole('region', { name: 'Search result preview' }).textContent;
    const card = () => screen.getByRole('region', { name: 'Social card preview' }).textContent;
    expect(search()).toBe('In search resultswww.example.com › careersCareers | Northstar DigitalJoin the team.');
    expect(card()).toBe('When sharedwww.example.comCareers | Northstar DigitalJoin the team.');

    fireEvent.change(screen.getByRole('textbox', { name: 'Search result title' }), { target: { value: 'Jobs at Northstar' } });
    expect(search()).toContain('Jobs at Northstar');
    expect((screen.getByRole('textbox', { name: 'Social card title' }) as HTMLInputElement).value).toBe('');
    expect(card()).toContain('Jobs at Northstar');

    fireEvent.change(screen.getByRole('textbox', { name: 'Social card title' }), { target: { value: 'Build with us' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search result title' }), { target: { value: 'Open roles' } });
    expect(card()).toContain('Build with us');
    expect(search()).toContain('Open roles');

    fireEvent.change(screen.getByRole('textbox', { name: 'Search result description' }), { target: { value: 'x'.repeat(200) } });
    expect(search()).toContain(`${'x'.repeat(159)}…`);
    pages.splice(0, 1, page('careers', false));
  });
});
