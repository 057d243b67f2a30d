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

  it('falls back to /placeholder.svg, and a hero image says it failed', () => {
    render(<Image src="/media/broken.webp" alt="Hero" priority hero />);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    const img = screen.getByRole('img', { name: 'Hero' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/placeholder.svg');
    expect(screen.getByRole('status').textContent).toBe('Failed to load');
  });
});
