import { describe, expect, it } from 'vitest';
import { altOf } from './media-alt';
import { altProblem, findMediaUsages, matchesMediaSearch, mediaAltMap, mediaInUseMessage, needsAlt, replacedAddresses, thumbnailKey, uploadedAddresses, type MediaUsers } from './media-library';
import { seedPosts } from './seed/posts';
import { seedProjects } from './seed/projects';
import { seedVideos } from './seed/videos';

const NAME = '0b6f3c1e-2f43-4c9e-9d7a-8d0a4b1c2e3f.png';
const URL = `/media/uploads/${NAME}`;
const OTHER = '/media/uploads/7d1e2a44-0000-4c9e-9d7a-8d0a4b1c2e3f.png';

const [post, draft] = [seedPosts[0]!, seedPosts[1]!];
const [project] = seedProjects;
const [video] = seedVideos;

/** The seeded site, with the file shown where each test puts it. */
const users = (changes: Partial<MediaUsers> = {}): MediaUsers => ({ posts: seedPosts, projects: seedProjects, videos: seedVideos, seoPages: [], ...changes });

describe('where a file is used', () => {
  it('is nowhere in content that shows other files', () => {
    expect(findMediaUsages(NAME, users())).toEqual([]);
    expect(findMediaUsages(NAME, users({ posts: [{ ...post, image_url: OTHER }] }))).toEqual([]);
  });

  it('names each item by kind, id, title and field: drafts, article bodies, projects, videos and page metadata', () => {
    const found = findMediaUsages(
      NAME,
      users({
        posts: [post, { ...draft, published: false, image_url: URL, content: `Intro\n\n![Team at work](${URL})` }],
        projects: [{ ...project!, hero_banner_1_media_url: URL }],
        videos: [{ ...video!, thumbnail_url: `https://studio.example${URL}` }],
        seoPages: [{ page_key: 'home', og_image: URL }],
      }),
    );
    expect(found).toEqual([
      { kind: 'post', id: draft.id, title: draft.title, field: 'content' },
      { kind: 'post', id: draft.id, title: draft.title, field: 'image_url' },
      { kind: 'project', id: project!.id, title: project!.title, field: 'hero_banner_1_media_url' },
      { kind: 'video', id: video!.id, title: video!.title, field: 'thumbnail_url' },
      { kind: 'page', id: 'home', title: 'home', field: 'og_image' },
    ]);
  });

  it('counts a link to one of its variants or its thumbnail as a use', () => {
    const variant = `/media/variants/0b6f3c1e-2f43-4c9e-9d7a-8d0a4b1c2e3f-960.webp`;
    expect(findMediaUsages(NAME, users({ posts: [{ ...post, image_url: variant }] }))).toHaveLength(1);
    expect(findMediaUsages(NAME, users({ posts: [{ ...post, content: `![x](/${thumbnailKey(NAME)})` }] }))).toHaveLength(1);
  });

  it('says where, each item once with its fields, in words', () => {
    expect(
      mediaInUseMessage([
        { kind: 'post', id: 'p1', title: 'Field Notes', field: 'image_url' },
        { kind: 'post', id: 'p1', title: 'Field Notes', field: 'content' },
        { kind: 'project', id: 'x', title: 'Ave', field: 'hero_banner_1_media_url' },
      ]),
    ).toBe('This file is used by the article “Field Notes” (cover image, body) and the project “Ave” (hero banner 1 media). Remove it there first, or replace the file instead.');
    expect(mediaInUseMessage([{ kind: 'page', id: 'home', title: 'home', field: 'og_image' }])).toBe(
      'This file is used by the page metadata of “home” (social card image). Remove it there first, or replace the file instead.',
    );
  });
});

describe('searching the library by name', () => {
  const file = { original_name: 'Café Hero Banner.PNG', name: NAME, alt: 'Two designers at a whiteboard' };

  it('finds the original name in any case and with or without accents, every word anywhere', () => {
    expect(matchesMediaSearch(file, 'cafe')).toBe(true);
    expect(matchesMediaSearch(file, 'BANNER hero')).toBe(true);
    expect(matchesMediaSearch(file, '  ')).toBe(true);
  });

  it('finds the stored name and the alt text too, and nothing else', () => {
    expect(matchesMediaSearch(file, '0b6f3c1e')).toBe(true);
    expect(matchesMediaSearch(file, 'whiteboard')).toBe(true);
    expect(matchesMediaSearch(file, 'hero logo')).toBe(false);
  });
});

describe('alt text', () => {
  it('is required for images, blank counting as none', () => {
    expect(altProblem('image', '')).toBe('Describe the image for people who cannot see it.');
    expect(altProblem('image', '   ')).toBe('Describe the image for people who cannot see it.');
    expect(altProblem('image', 'Two designers at a whiteboard')).toBeUndefined();
    expect(needsAlt({ kind: 'image', alt: ' ' })).toBe(true);
  });

  it('is optional for videos, and at most 250 characters for anything', () => {
    expect(altProblem('video', '')).toBeUndefined();
    expect(needsAlt({ kind: 'video', alt: '' })).toBe(false);
    expect(altProblem('image', 'a'.repeat(250))).toBeUndefined();
    expect(altProblem('video', 'a'.repeat(251))).toBe('Use at most 250 characters.');
  });
});

describe('alt text carried by the items that show a file', () => {
  const ABSOLUTE = `https://studio.example${OTHER}`;
  const row = { title: 'Ave', image_url: URL, hero_banner_1_media_url: ABSOLUTE, about_scope_banner_url: '/media/posts/b02.webp', content: `![x](${URL})` };

  it('finds the uploads in address fields only, by the address as the row holds it', () => {
    expect(uploadedAddresses(row)).toEqual(new Map([[URL, NAME], [ABSOLUTE, OTHER.split('/').pop()]]));
  });

  it('maps each shown upload that has alt text, and leaves the others decorative', () => {
    const map = mediaAltMap(row, new Map([[NAME, ' A hero banner '], [OTHER.split('/').pop()!, '']]));
    expect(map).toEqual({ [URL]: 'A hero banner' });
    expect(altOf({ media_alt: map }, URL)).toBe('A hero banner');
    expect(altOf({ media_alt: map }, ABSOLUTE)).toBe('');
    expect(altOf({}, URL)).toBe('');
    expect(altOf({ media_alt: map }, undefined)).toBe('');
  });
});

describe('replacing a file in an item', () => {
  const NEW = '9a9a9a9a-2f43-4c9e-9d7a-8d0a4b1c2e3f.webp';

  it('points every reference at the new file: address fields, texts and variant links', () => {
    const row = { id: 'p1', image_url: URL, content: `![x](${URL}) and ![y](/media/variants/0b6f3c1e-2f43-4c9e-9d7a-8d0a4b1c2e3f-960.webp)`, views: 3 };
    expect(replacedAddresses(row, NAME, NEW)).toEqual({
      id: 'p1',
      image_url: `/media/uploads/${NEW}`,
      content: `![x](/media/uploads/${NEW}) and ![y](/media/variants/9a9a9a9a-2f43-4c9e-9d7a-8d0a4b1c2e3f-960.webp)`,
      views: 3,
    });
  });

  it('leaves an item that shows nothing of the file alone', () => {
    expect(replacedAddresses({ id: 'p2', image_url: OTHER }, NAME, NEW)).toBeUndefined();
  });
});
