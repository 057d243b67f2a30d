import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RESPONSIVE_MEDIA_FOLDERS, responsiveSrcSet, uploadedImageSources, variantPath } from './responsive-media';

const MEDIA = fileURLToPath(new URL('../../web/public/media/', import.meta.url));

describe('responsiveSrcSet', () => {
  it('offers the 800 px variant beside the full-size image of generated artwork', () => {
    expect(responsiveSrcSet('/media/posts/b01.webp')).toBe('/media/posts/b01-800.webp 800w, /media/posts/b01.webp 1600w');
    expect(responsiveSrcSet('/media/services/design.webp')).toBe('/media/services/design-800.webp 800w, /media/services/design.webp 1200w');
  });

  it('leaves every other source alone', () => {
    for (const src of ['/media/team/t01.webp', '/media/people/a01.webp', '/placeholder.svg', 'https://example.com/media/posts/b01.webp', '/media/posts/b01.png', '/media/constructor/x.webp', '/media/posts/../b01.webp']) {
      expect(responsiveSrcSet(src)).toBeUndefined();
    }
  });
});

describe('uploadedImageSources', () => {
  const id = '0b7f1c2e-8a4d-4c1e-9f3a-5d6e7f8a9b0c';

  it("offers an uploaded image's AVIF variants first, then its WebP ones, at 480, 960 and 1600 px", () => {
    expect(uploadedImageSources(`/media/uploads/${id}.png`)).toEqual([
      { type: 'image/avif', srcSet: `/media/variants/${id}-480.avif 480w, /media/variants/${id}-960.avif 960w, /media/variants/${id}-1600.avif 1600w` },
      { type: 'image/webp', srcSet: `/media/variants/${id}-480.webp 480w, /media/variants/${id}-960.webp 960w, /media/variants/${id}-1600.webp 1600w` },
    ]);
    expect(responsiveSrcSet(`/media/uploads/${id}.png`)).toBeUndefined();
  });

  it('has no sources for the seeded artwork, GIFs and other addresses', () => {
    for (const src of ['/media/posts/b01.webp', `/media/uploads/${id}.gif`, `/media/variants/${id}-480.webp`, `https://example.com/media/uploads/${id}.png`]) {
      expect(uploadedImageSources(src)).toBeUndefined();
    }
  });
});

describe('the media folder', () => {
  it.each([...RESPONSIVE_MEDIA_FOLDERS.keys()])('has an 800 px variant of every image in %s', (folder) => {
    const images = readdirSync(`${MEDIA}${folder}`).filter((name) => name.endsWith('.webp') && !name.endsWith('-800.webp'));
    expect(images.length).toBeGreaterThan(0);
    const missing = images.filter((name) => !existsSync(`${MEDIA}${folder}/${variantPath(name)}`));
    expect(missing).toEqual([]);
    for (const name of images) {
      expect(webpWidth(`${MEDIA}${folder}/${variantPath(name)}`), name).toBe(800);
      expect(webpWidth(`${MEDIA}${folder}/${name}`), name).toBe(RESPONSIVE_MEDIA_FOLDERS.get(folder));
    }
  });
});

/** Width from a WebP's header: lossy ('VP8 ') or extended ('VP8X') chunk. */
function webpWidth(path: string): number {
  const bytes = readFileSync(path);
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return bytes.readUInt16LE(26) & 0x3fff;
  if (chunk === 'VP8X') return bytes.readUIntLE(24, 3) + 1;
  throw new Error(`${path}: unexpected WebP chunk ${chunk}`);
}
