import { fireEvent, render, screen } from '@testing-library/react';
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

describe('SeoPanel', () => {
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
    expect(placeholder('title')).toBe(seoFallbacks.careers.title);
    expect(placeholder('og type')).toBe(seoDefaults.ogType);
    expect(placeholder('canonical url')).toBe(`${origin}/careers`);
    expect(placeholder('og url')).toBe(`${origin}/careers`);
    expect(placeholder('twitter card')).toBe(seoDefaults.twitterCard);
    expect(placeholder('robots directives')).toBe(seoDefaults.robots);
    expect(placeholder('meta author')).toBe(seoDefaults.author);
    expect(placeholder('meta viewport')).toBe(seoDefaults.viewport);
    expect(placeholder('og image')).toBe(`${origin}${seoDefaults.ogImage}`);
    fireEvent.change(screen.getByRole('textbox', { name: 'canonical url' }), { target: { value: '/jobs' } });
    expect(placeholder('og url')).toBe(`${origin}/jobs`);
    fireEvent.change(screen.getByRole('textbox', { name: 'og title' }), { target: { value: 'Work with us' } });
    expect(placeholder('twitter title')).toBe('Work with us');
  });
});
