import { describe, expect, it } from 'vitest';
import { imagesToPreload } from './startup-hints';

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
});
