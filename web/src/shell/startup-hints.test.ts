import { describe, expect, it } from 'vitest';
import { imagePreloadAttributes, imagesToPreload } from './startup-hints';

describe('start-up image preloads', () => {
  it('home preloads three images on wide, fast connections', () => {
    expect(imagesToPreload('/', { smallScreen: false, connection: { effectiveType: '4g' } })).toHaveLength(3);
  });

  it('home preloads one image on small screens, slow links or data saver', () => {
    expect(imagesToPreload('/', { smallScreen: true })).toHaveLength(1);
    expect(imagesToPreload('/', { smallScreen: false, connection: { effectiveType: '3g' } })).toHaveLength(1);
    expect(imagesToPreload('/', { smallScreen: false, connection: { effectiveType: '4g', saveData: true } })).toHaveLength(1);
  });

  it('/solutions preloads four images only on wide, fast connections; other pages none', () => {
    expect(imagesToPreload('/solutions', { smallScreen: false, connection: { effectiveType: '4g' } })).toHaveLength(4);
    expect(imagesToPreload('/solutions', { smallScreen: true })).toEqual([]);
    expect(imagesToPreload('/about', { smallScreen: false })).toEqual([]);
  });

  it('preloads generated artwork through its srcset and sizes, so the preload is the file the page uses', () => {
    expect(imagePreloadAttributes('/media/services/design.webp', '(min-width: 64rem) 50vw, 100vw')).toEqual({
      as: 'image',
      imagesrcset: '/media/services/design-800.webp 800w, /media/services/design.webp 1200w',
      imagesizes: '(min-width: 64rem) 50vw, 100vw',
    });
    expect(imagePreloadAttributes('/media/videos/showreel-poster.webp')).toEqual({ as: 'image' });
  });
});
