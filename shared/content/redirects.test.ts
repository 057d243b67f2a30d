import { describe, expect, it } from 'vitest';
import { redirectChanges, redirectLookupPath, type Redirect } from './redirects';
import type { BlogPost, Project } from './schemas';

const NOW = '2026-11-27T09:00:00.000Z';
const EARLIER = '2026-10-01T08:00:00.000Z';

const post = (slug: string, published = true): BlogPost => ({
  id: 'p1',
  slug,
  title: 'Field Notes',
  excerpt: '',
  content: '',
  category: 'Design',
  author: 'Mona',
  read_time: '',
  image_url: '',
  created_at: EARLIER,
  views: 0,
  published,
});

const project = (slug: string, type: Project['project_type'] = 'default') => ({ id: 'j1', slug, title: 'Ave', project_type: type }) as Project;

const stored = (from: string, to: string): Redirect => ({ from_path: from, to_path: to, item_key: 'post#p1', created_at: EARLIER });

describe('redirects of a renamed item', () => {
  it('leads the old address of a published article to the new one', () => {
    expect(redirectChanges('post', post('old-name'), post('new-name'), [], NOW)).toEqual({
      put: [{ from_path: '/insights/old-name', to_path: '/insights/new-name', item_key: 'post#p1', created_at: NOW }],
      remove: [],
    });
  });

  it('redirects nothing when a draft is renamed or the slug stays', () => {
    expect(redirectChanges('post', post('old-name', false), post('new-name', false), [], NOW)).toEqual({ put: [], remove: [] });
    expect(redirectChanges('post', post('same'), post('same'), [], NOW)).toEqual({ put: [], remove: [] });
    expect(redirectChanges('post', undefined, post('new'), [], NOW)).toEqual({ put: [], remove: [] });
  });

  it('moves older redirects to the newest address, so a visitor never follows a chain', () => {
    const changes = redirectChanges('post', post('second'), post('third'), [stored('/insights/first', '/insights/second')], NOW);
    expect(changes.remove).toEqual([]);
    expect(changes.put).toEqual([
      { from_path: '/insights/first', to_path: '/insights/third', item_key: 'post#p1', created_at: EARLIER },
      { from_path: '/insights/second', to_path: '/insights/third', item_key: 'post#p1', created_at: NOW },
    ]);
  });

  it('stops redirecting an address the item takes back', () => {
    const changes = redirectChanges('post', post('second'), post('first'), [stored('/insights/first', '/insights/second')], NOW);
    expect(changes).toEqual({ put: [{ from_path: '/insights/second', to_path: '/insights/first', item_key: 'post#p1', created_at: NOW }], remove: ['/insights/first'] });
  });

  it("leads a sculpted project's two addresses to their own new pages, and to the main page once it is no longer sculpted", () => {
    const renamed = redirectChanges('project', project('ave', 'sculpted'), project('ave-studio', 'sculpted'), [], NOW);
    expect(renamed.put.map(({ from_path, to_path }) => [from_path, to_path])).toEqual([
      ['/projects/ave', '/projects/ave-studio'],
      ['/sculpted/ave', '/sculpted/ave-studio'],
    ]);
    const plain = redirectChanges('project', project('ave', 'sculpted'), project('ave-studio'), [], NOW);
    expect(plain.put.map(({ from_path, to_path }) => [from_path, to_path])).toEqual([
      ['/projects/ave', '/projects/ave-studio'],
      ['/sculpted/ave', '/projects/ave-studio'],
    ]);
  });

  it('looks a request up without its trailing slash', () => {
    expect(redirectLookupPath('/insights/old/')).toBe('/insights/old');
    expect(redirectLookupPath('/')).toBe('/');
  });
});
