import { cleanup, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeoPage } from '../../../shared/content/seo-schemas';
import { seoFallbacks } from '../../../shared/site/seo-fallbacks';
import { queryClient } from '../app/query-client';
import { PrerenderedValuesProvider } from '../app/page-data';
import { SiteProvider } from '../app/site';
import { PageMeta, seoBaseValue } from './PageMeta';

const record: SeoPage = {
  page_key: 'about',
  title: 'About the studio | Northstar Digital',
  description: 'Edited in the studio.',
  keywords: 'studio',
  og_image: '/og/about.png',
  og_title: '',
  og_description: '',
  og_type: 'website',
  og_url: '',
  twitter_card: 'summary_large_image',
  twitter_title: '',
  twitter_description: '',
  twitter_image: '',
  canonical_url: '',
  robots_directives: 'index, follow',
  meta_author: 'Northstar Digital',
  meta_viewport: 'width=device-width, initial-scale=1',
};

const fetchMock = vi.fn();

beforeEach(() => {
  queryClient().clear();
  document.head.innerHTML = '';
  document.title = '';
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAbout(values: Record<string, unknown>) {
  render(
    <SiteProvider value={{ origin: 'https://northstar.agency', isCalendarSite: false }}>
      <PrerenderedValuesProvider values={values}>
        <MemoryRouter initialEntries={['/about']}>
          <PageMeta pageKey="about" />
        </MemoryRouter>
      </PrerenderedValuesProvider>
    </SiteProvider>,
  );
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('PageMeta', () => {
  it('shows the records a prerendered page carries and reads nothing from the API', async () => {
    renderAbout({ [seoBaseValue('about')]: { record, fallback: seoFallbacks.about } });
    await waitFor(() => expect(document.title).toBe('About the studio | Northstar Digital'));
    expect(description()).toBe('Edited in the studio.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://northstar.agency/about');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the built-in record a prerendered page carries when the page has no seo_pages record', async () => {
    renderAbout({ [seoBaseValue('about')]: { record: null, fallback: seoFallbacks.about } });
    await waitFor(() => expect(document.title).toBe(seoFallbacks.about.title));
    expect(description()).toBe(seoFallbacks.about.description);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on a page reached by navigation, reads its seo_pages record from the API and shows it', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ page: record }), { status: 200, headers: { 'content-type': 'application/json' } }));
    renderAbout({});
    await waitFor(() => expect(document.title).toBe('About the studio | Northstar Digital'));
    expect(description()).toBe('Edited in the studio.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/seo-pages/about');
  });

  it('on a page reached by navigation whose record cannot be read, shows its built-in record', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: { code: 'NOT_FOUND', title: 'Not Found', message: 'No such page.' } }), { status: 404, headers: { 'content-type': 'application/json' } }));
    renderAbout({});
    await waitFor(() => expect(document.title).toBe(seoFallbacks.about.title));
    expect(description()).toBe(seoFallbacks.about.description);
  });
});
