import { describe, expect, it } from 'vitest';
import { toEmbedUrl, videoSource } from './media-url';

describe('toEmbedUrl', () => {
  it('turns Vimeo links into player URLs', () => {
    expect(toEmbedUrl('https://vimeo.com/123456789')).toBe('https://player.vimeo.com/video/123456789');
    expect(toEmbedUrl('https://player.vimeo.com/video/123456789?h=abc')).toBe('https://player.vimeo.com/video/123456789');
    expect(toEmbedUrl('https://vimeo.com/channels/staffpicks/123456789', { autoplay: true, muted: true, loop: true })).toBe(
      'https://player.vimeo.com/video/123456789?autoplay=1&muted=1&loop=1',
    );
  });

  it('turns YouTube watch, short and youtu.be links into embed URLs', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?playsinline=1');
    expect(toEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?playsinline=1');
    expect(toEmbedUrl('https://youtube.com/shorts/dQw4w9WgXcQ', { autoplay: true, muted: true, loop: true })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1&loop=1&playlist=dQw4w9WgXcQ&playsinline=1',
    );
  });

  it('leaves other URLs alone', () => {
    expect(toEmbedUrl('/media/videos/v01.mp4')).toBeUndefined();
    expect(toEmbedUrl('https://example.com/watch?v=abc')).toBeUndefined();
    expect(toEmbedUrl('https://vimeo.com/about')).toBeUndefined();
    expect(toEmbedUrl('')).toBeUndefined();
  });
});

describe('videoSource', () => {
  it('plays mp4, webm and ogg files natively', () => {
    expect(videoSource('/media/videos/v01.mp4')).toEqual({ kind: 'file', src: '/media/videos/v01.mp4', mimeType: 'video/mp4' });
    expect(videoSource('https://cdn.example.com/a/b.WEBM?x=1')).toEqual({ kind: 'file', src: 'https://cdn.example.com/a/b.WEBM?x=1', mimeType: 'video/webm' });
    expect(videoSource('https://cdn.example.com/clip.ogg')?.kind).toBe('file');
  });

  it('embeds Vimeo and YouTube', () => {
    expect(videoSource('https://vimeo.com/76979871', { autoplay: true })).toEqual({
      kind: 'embed',
      provider: 'vimeo',
      src: 'https://player.vimeo.com/video/76979871?autoplay=1',
    });
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ')?.kind).toBe('embed');
  });

  it('rejects what is neither', () => {
    expect(videoSource('/media/projects/p01.webp')).toBeUndefined();
    expect(videoSource('not a url at all')).toBeUndefined();
  });
});
