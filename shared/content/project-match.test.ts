import { describe, expect, it } from 'vitest';
import { findFallbackProject } from './fallback-project';
import { bestProjectMatch, mediaKind, projectIndustries, projectSlug } from './project-match';

const projects = [
  { slug: 'Gearbox-Audio', title: 'Gearbox Audio' },
  { slug: 'gearbox-audio', title: 'Something Else' },
  { slug: '', title: 'The Dune House' },
  { slug: 'dune', title: 'Dune Retreat' },
];

describe('project matching', () => {
  it('prefers the exact slug, then the slug ignoring case, then the title with hyphens as spaces', () => {
    expect(bestProjectMatch(projects, 'gearbox-audio')).toBe(projects[1]);
    expect(bestProjectMatch(projects, 'Gearbox-Audio')).toBe(projects[0]);
    expect(bestProjectMatch(projects, 'GEARBOX-AUDIO')).toBeDefined();
    expect(bestProjectMatch(projects, 'the-dune-house')).toBe(projects[2]);
    expect(bestProjectMatch(projects, 'dune-retreat')).toBe(projects[3]);
    expect(bestProjectMatch(projects, 'nothing-here')).toBeUndefined();
  });

  it('links a project by its slug, or by its title lower-cased with hyphens', () => {
    expect(projectSlug({ slug: 'ledgerly', title: 'Ledgerly' })).toBe('ledgerly');
    expect(projectSlug({ slug: '', title: 'The Dune House' })).toBe('the-dune-house');
  });

  it('finds the built-in glow-recipe project by key, title slug or title, and nothing else', () => {
    for (const slug of ['glow-recipe', 'Glow-Recipe', 'glow recipe']) {
      expect(findFallbackProject(slug)?.title).toBe('Glow Recipe');
    }
    expect(findFallbackProject('glow')).toBeUndefined();
  });

  it('has a built-in project for each showcase address, with its own client, industry and country', () => {
    const showcases = ['ave', 'hobbs', 'mania'].map((name) => findFallbackProject(name));
    expect(showcases.map((project) => project?.title)).toEqual(['Ave', 'Hobbs', 'Mania']);
    expect(new Set(showcases.map((project) => project?.industry)).size).toBe(3);
    expect(showcases.map((project) => project?.country)).not.toContain('USA');
    expect(findFallbackProject('MANIA')?.slug).toBe('mania');
  });

  it('treats every media type other than video as an image', () => {
    expect(mediaKind('video')).toBe('video');
    expect(mediaKind('Video')).toBe('video');
    expect(mediaKind('gif')).toBe('image');
    expect(mediaKind(undefined)).toBe('image');
  });

  it('splits and trims the industry list', () => {
    expect(projectIndustries({ industry: 'SAAS,  Businesses ,' })).toEqual(['SAAS', 'Businesses']);
  });
});
