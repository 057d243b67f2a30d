import { describe, expect, it } from 'vitest';
import { seedProjects } from '../../../../shared/content/seed/projects';
import type { Project } from '../../../../shared/content/types';
import {
  achievements,
  analyticsCategory,
  behindTheScenes,
  capitalise,
  clientTestimonial,
  countryText,
  duplicateHeroText,
  heroBanner2,
  media,
  overlay,
  overlayOpacity,
  servicesText,
  threeColumns,
} from './project-sections';

const bare: Project = {
  ...seedProjects.find((p) => p.slug === 'cartwise')!,
  services: '',
  country: '',
  category: '',
  ...Object.fromEntries([1, 2, 3, 4].flatMap((n) => [[`achievement_${n}_number`, undefined], [`achievement_${n}_label`, undefined]])),
};
const sculpted = seedProjects.find((p) => p.slug === 'gearbox-audio')!;

describe('project section rules', () => {
  it('treats any media type but video as an image and needs a url', () => {
    expect(media('VIDEO', '/a.mp4')).toEqual({ kind: 'video', url: '/a.mp4' });
    expect(media('gif', '/a.gif')).toEqual({ kind: 'image', url: '/a.gif' });
    expect(media('video', ' ')).toBeUndefined();
  });

  it('defaults the overlay opacity to 0.5 and the overlay to off', () => {
    expect(overlay(undefined, undefined)).toEqual({ enabled: false, opacity: 0.5 });
    expect(overlay(true, 0.2)).toEqual({ enabled: true, opacity: 0.2 });
  });

  it('reads an overlay opacity above 1 as a percentage and keeps fractions as they are', () => {
    expect(overlayOpacity(50)).toBe(0.5);
    expect(overlayOpacity(35)).toBe(0.35);
    expect(overlayOpacity(100)).toBe(1);
    expect(overlayOpacity(1)).toBe(1);
    expect(overlayOpacity(0.45)).toBe(0.45);
    expect(overlayOpacity(0)).toBe(0);
    expect(overlayOpacity(undefined)).toBe(0.5);
    expect(overlayOpacity(Number.NaN)).toBe(0.5);
    expect(overlayOpacity(-3)).toBe(0.5);
    expect(overlayOpacity(250)).toBe(1);
    // Every section reads its overlay through the same rule, hero banner 2 included.
    expect(heroBanner2({ ...bare, hero_section_text_enabled: true, hero_banner_2_media_url: '/b.webp', hero_banner_2_overlay_opacity: 50 })?.overlay.opacity).toBe(0.5);
    expect(threeColumns({ ...sculpted, column_2_overlay_opacity: 30 })?.columns[1]?.overlay.opacity).toBe(0.3);
  });

  it('shows behind the scenes unless explicitly disabled, with text or media, and a default headline', () => {
    expect(behindTheScenes({ ...bare, behind_scenes_text: 'Shoot day' })).toEqual({ headline: 'Behind the scenes', text: 'Shoot day', media: undefined });
    expect(behindTheScenes({ ...bare, behind_scenes_enabled: false, behind_scenes_text: 'Shoot day' })).toBeUndefined();
    expect(behindTheScenes({ ...bare, behind_scenes_enabled: true })).toBeUndefined();
    expect(clientTestimonial({ ...bare, client_testimonial_media_url: '/p.webp' })?.headline).toBe('Client testimonial');
  });

  it('keeps achievement tiles with a number and capitalises labels', () => {
    expect(capitalise('return ON ad spend')).toBe('Return on ad spend');
    const tiles = achievements({ ...bare, achievement_1_number: '20x', achievement_1_label: 'ROAS in 3 MONTHS', achievement_3_number: '5', achievement_4_label: 'no number' });
    expect(tiles).toEqual([
      { number: '20x', label: 'Roas in 3 months' },
      { number: '5', label: '' },
    ]);
    expect(achievements(sculpted)).toHaveLength(4);
  });

  it('shows three columns only when enabled and something exists', () => {
    expect(threeColumns(sculpted)?.columns.map((c) => c.media?.kind)).toEqual(['video', 'image', 'video']);
    expect(threeColumns({ ...bare, three_column_section_enabled: true })).toBeUndefined();
    expect(threeColumns({ ...bare, three_column_section_title: 'T' })).toBeUndefined();
    expect(threeColumns({ ...bare, three_column_section_enabled: true, three_column_section_title: 'T' })?.columns[0]?.overlay.opacity).toBe(0.5);
  });

  it('displays hero banner 2 only with hero text enabled and its own media url', () => {
    expect(heroBanner2(sculpted)?.media.kind).toBe('video');
    expect(heroBanner2({ ...sculpted, hero_section_text_enabled: false })).toBeUndefined();
    expect(heroBanner2({ ...sculpted, hero_banner_2_media_url: '' })).toBeUndefined();
    expect(heroBanner2({ ...bare, hero_section_text_enabled: true, hero_banner_2_media_url: '/b.webp' })?.overlay.opacity).toBe(0.5);
  });

  it('shows the duplicate hero text when enabled', () => {
    expect(duplicateHeroText(sculpted)?.title).toBe('Designed in the studio, proven on the street');
    expect(duplicateHeroText({ ...sculpted, duplicate_hero_text_enabled: false })).toBeUndefined();
  });

  it('falls back for services, country and the analytics category', () => {
    expect(servicesText(bare)).toBe('Design & Development');
    expect(countryText(bare)).toBe('USA');
    expect(analyticsCategory(bare)).toBe('Unknown');
  });
});
