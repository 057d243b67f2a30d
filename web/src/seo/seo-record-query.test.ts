import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeoPage } from '../../../shared/content/seo-schemas';
import { queryClient } from '../app/query-client';
import { readSeoRecord } from './seo-record-query';

const record: SeoPage = {
  page_key: 'about',
  title: 'About us',
  description: 'Who we are.',
  keywords: 'agency',
  og_image: '/og/about.png',
  og_title: 'About us',
  og_description: 'Who we are.',
  og_type: 'website',
  og_url: '',
  twitter_card: 'summary_large_image',
  twitter_title: 'About us',
  twitter_description: 'Who we are.',
  twitter_image: '/og/about.png',
  canonical_url: '',
  robots_directives: 'index, follow',
  meta_author: 'Northstar Digital',
  meta_viewport: 'width=device-width, initial-scale=1',
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  queryClient().clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('readSeoRecord', () => {
  it('answers the page key’s record, and the second read within 10 minutes comes from memory', async () => {
    fetchMock.mockResolvedValue(json(200, { page: record }));
    expect(await readSeoRecord('about')).toEqual(record);
    expect(await readSeoRecord('about')).toEqual(record);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/seo-pages/about');
  });

  it('answers null for a page without a record (404)', async () => {
    fetchMock.mockResolvedValue(json(404, { error: { code: 'NOT_FOUND', title: 'Not Found', message: 'No such page.' } }));
    expect(await readSeoRecord('careers')).toBeNull();
  });

  it('refuses an answer of the wrong shape as INVALID_RESPONSE, so the page keeps its built-in record', async () => {
    fetchMock.mockResolvedValue(json(200, { page: { ...record, title: 42 } }));
    await expect(readSeoRecord('work')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});
