import { describe, expect, it } from 'vitest';
import { industryFilterOptions } from '../industries';
import { projectIndustries } from '../project-match';
import { blogPostSchema, projectSchema, seoPageSchema, videoSchema } from '../schemas';
import { seoFallbacks } from '../../site/seo-fallbacks';
import { seedPosts } from './posts';
import { seedProjects } from './projects';
import { seedSeoPages } from './seo-pages';
import { seedVideos } from './videos';

const sculptedFields = [
  'hero_section_1_text',
  'hero_section_1_media_url',
  'hero_banner_1_media_url',
  'hero_banner_2_text',
  'hero_banner_2_media_url',
  'hero_section_text_banner_url',
  'behind_scenes_text',
  'behind_scenes_media_url',
  'client_testimonial_text',
  'client_testimonial_media_url',
  'duplicate_hero_text_section_title',
  'duplicate_hero_text_banner_url',
  'three_column_section_title',
  'column_1_media_url',
  'column_2_media_url',
  'column_3_media_url',
  'achievement_4_number',
] as const;

describe('seed content', () => {
  it('has valid, uniquely addressed projects across every Work industry', () => {
    expect(seedProjects.length).toBeGreaterThanOrEqual(10);
    for (const project of seedProjects) projectSchema.parse(project);
    expect(new Set(seedProjects.map((p) => p.slug)).size).toBe(seedProjects.length);
    const industries = new Set(seedProjects.flatMap(projectIndustries));
    for (const option of industryFilterOptions.slice(1)) expect(industries).toContain(option);
  });

  it('fills every section of the two sculpted projects', () => {
    const sculpted = seedProjects.filter((p) => p.project_type === 'sculpted');
    expect(sculpted).toHaveLength(2);
    for (const project of sculpted) {
      for (const field of sculptedFields) expect(project[field], `${project.slug}.${field}`).toBeTruthy();
      expect(project.hero_section_text_enabled && project.duplicate_hero_text_enabled && project.three_column_section_enabled).toBe(true);
    }
  });

  it('has published articles of 600 to 1,000 words in at least four categories, and one draft', () => {
    for (const post of seedPosts) blogPostSchema.parse(post);
    const published = seedPosts.filter((p) => p.published);
    expect(published.length).toBeGreaterThanOrEqual(8);
    expect(seedPosts.filter((p) => !p.published)).toHaveLength(1);
    expect(new Set(published.map((p) => p.category)).size).toBeGreaterThanOrEqual(4);
    for (const post of published) {
      const words = post.content.split(/\s+/).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(600);
      expect(words, post.slug).toBeLessThanOrEqual(1000);
    }
  });

  it('has four published videos and one unpublished', () => {
    for (const video of seedVideos) videoSchema.parse(video);
    expect(seedVideos.filter((v) => v.is_published)).toHaveLength(4);
    expect(seedVideos.filter((v) => !v.is_published)).toHaveLength(1);
  });

  it('has a metadata record for every page key', () => {
    for (const page of seedSeoPages) seoPageSchema.parse(page);
    expect(seedSeoPages.map((p) => p.page_key).sort()).toEqual(Object.keys(seoFallbacks).sort());
  });
});
