import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Image } from './Image';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observed: { callback: Callback; options: IntersectionObserverInit }[] = [];

beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback, options: IntersectionObserverInit) {
        observed.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Image', () => {
  it('waits for the viewport (50 px margin, 10% visible) before loading a lazy image', () => {
    render(<Image src="/media/a.webp" alt="A project" />);
    const img = screen.getByRole('img', { name: 'A project' });
    expect(img.getAttribute('src')).toBeNull();
    expect(observed[0].options).toEqual({ rootMargin: '50px', threshold: 0.1 });
    act(() => observed[0].callback([{ isIntersecting: true }]));
    expect(img.getAttribute('src')).toBe('/media/a.webp');
  });

  it('loads a priority image at once with high fetch priority', () => {
    render(<Image src="/media/hero.webp" alt="Hero" priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img.getAttribute('src')).toBe('/media/hero.webp');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('offers generated artwork in its 800 px size too, for the width the caller says it renders at', () => {
    render(<Image src="/media/projects/p01.webp" alt="Cover" priority sizes="(min-width: 768px) 50vw, 100vw" />);
    const img = screen.getByRole('img', { name: 'Cover' });
    expect(img.getAttribute('srcset')).toBe('/media/projects/p01-800.webp 800w, /media/projects/p01.webp 1600w');
    expect(img.getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw');
  });

  it('has no srcset for images without generated sizes, nor for the placeholder after an error', () => {
    render(<Image src="/media/team/t01.webp" alt="Portrait" priority />);
    expect(screen.getByRole('img', { name: 'Portrait' }).hasAttribute('srcset')).toBe(false);
    cleanup();
    render(<Image src="/media/posts/b01.webp" alt="Cover" priority />);
    const img = screen.getByRole('img', { name: 'Cover' });
    expect(img.getAttribute('sizes')).toBe('100vw');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/placeholder.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
  });

  it('falls back to /placeholder.svg, and a hero image says it failed', () => {
    render(<Image src="/media/broken.webp" alt="Hero" priority hero />);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    const img = screen.getByRole('img', { name: 'Hero' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/placeholder.svg');
    expect(screen.getByRole('status').textContent).toBe('Failed to load');
  });

  describe('a prerendered image that settled before hydration (no load or error event left to hear)', () => {
    function settledImages(naturalWidth: number) {
      vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
      vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(naturalWidth);
    }
    afterEach(() => vi.restoreAllMocks());

    it('falls back to /placeholder.svg and says it failed when it has no pixels', () => {
      settledImages(0);
      render(<Image src="/media/projects/p01.webp" alt="Cover" priority hero />);
      const img = screen.getByRole('img', { name: 'Cover' });
      expect(img.getAttribute('src')).toBe('/placeholder.svg');
      expect(img.hasAttribute('srcset')).toBe(false);
      expect(screen.getByRole('status').textContent).toBe('Failed to load');
    });

    it('drops the spinner when it loaded', () => {
      settledImages(1600);
      render(<Image src="/media/projects/p01.webp" alt="Cover" priority hero />);
      expect(screen.getByRole('img', { name: 'Cover' }).getAttribute('src')).toBe('/media/projects/p01.webp');
      expect(screen.queryByRole('status')).toBeNull();
    });
  });
});
