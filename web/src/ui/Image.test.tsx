import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Image } from './Image';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Image', () => {
  it('prerenders a lazy image with its src and srcset, left to the browser to load lazily, visible before hydration', () => {
    const html = renderToString(<Image src="/media/projects/p01.webp" alt="A project" sizes="50vw" />);
    const img = new DOMParser().parseFromString(html, 'text/html').querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/projects/p01.webp');
    expect(img.getAttribute('srcset')).toBe('/media/projects/p01-800.webp 800w, /media/projects/p01.webp 1600w');
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    expect(img.className).not.toContain('opacity-0');
  });

  it('fades a lazy image in once it arrives after the app has started', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    render(<Image src="/media/a.webp" alt="A project" />);
    const img = screen.getByRole('img', { name: 'A project' });
    expect(img.getAttribute('src')).toBe('/media/a.webp');
    expect(img.className).toContain('opacity-0');
    fireEvent.load(img);
    expect(img.className).toContain('opacity-100');
  });

  it('loads a priority image at once with high fetch priority', () => {
    render(<Image src="/media/hero.webp" alt="Hero" priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img.getAttribute('src')).toBe('/media/hero.webp');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
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

  describe('an image uploaded from the studio', () => {
    const id = '0b7f1c2e-8a4d-4c1e-9f3a-5d6e7f8a9b0c';
    const upload = `/media/uploads/${id}.png`;
    const sizes = '(min-width: 48rem) 50vw, 100vw';
    const variants = (format: string) => [480, 960, 1600].map((width) => `/media/variants/${id}-${width}.${format} ${width}w`).join(', ');
    const sourcesOf = (img: HTMLElement) =>
      [...(img.closest('picture')?.querySelectorAll('source') ?? [])].map((source) => ({
        type: source.getAttribute('type'),
        srcset: source.getAttribute('srcset'),
        sizes: source.getAttribute('sizes'),
      }));

    it('is a <picture> offering its AVIF, then WebP variants, with the original as the <img> source', () => {
      render(<Image src={upload} alt="Cover" width={1600} height={900} sizes={sizes} />);
      const shown = screen.getByRole('img', { name: 'Cover' });
      expect(sourcesOf(shown)).toEqual([
        { type: 'image/avif', srcset: variants('avif'), sizes },
        { type: 'image/webp', srcset: variants('webp'), sizes },
      ]);
      expect(shown.getAttribute('src')).toBe(upload);
      expect(shown.hasAttribute('srcset')).toBe(false);
      expect([shown.getAttribute('loading'), shown.getAttribute('width'), shown.getAttribute('height')]).toEqual(['lazy', '1600', '900']);
    });

    it('falls back to the original without sources when the variant fails, and to the placeholder when that fails too', () => {
      render(<Image src={upload} alt="Cover" priority hero />);
      fireEvent.error(screen.getByRole('img', { name: 'Cover' }));
      const original = screen.getByRole('img', { name: 'Cover' });
      expect(original.getAttribute('src')).toBe(upload);
      expect(original.closest('picture')).toBeNull();
      expect(screen.queryByText('Failed to load')).toBeNull();
      fireEvent.error(original);
      expect(screen.getByRole('img', { name: 'Cover' }).getAttribute('src')).toBe('/placeholder.svg');
      expect(screen.getByRole('status').textContent).toBe('Failed to load');
    });

    it('prerenders the same <picture> the browser hydrates, without a mismatch', async () => {
      const element = <Image src={upload} alt="Cover" priority sizes={sizes} />;
      const html = renderToString(element);
      expect(html).toContain(`<source type="image/avif" srcSet="${variants('avif')}" sizes="${sizes}"/>`);
      expect(html).toContain(`<source type="image/webp" srcSet="${variants('webp')}" sizes="${sizes}"/>`);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const recoverable = vi.fn();
      await act(async () => void hydrateRoot(container, element, { onRecoverableError: recoverable }));
      expect(recoverable).not.toHaveBeenCalled();
      expect(container.querySelectorAll('picture source')).toHaveLength(2);
      container.remove();
    });

    it('takes a variant that failed before hydration (complete, no pixels) as failed, and shows the original', () => {
      vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
      vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
      render(<Image src={upload} alt="Cover" priority hero />);
      const img = screen.getByRole('img', { name: 'Cover' });
      expect(img.getAttribute('src')).toBe(upload);
      expect(img.closest('picture')).toBeNull();
      expect(screen.queryByText('Failed to load')).toBeNull();
      vi.restoreAllMocks();
    });
  });
});
