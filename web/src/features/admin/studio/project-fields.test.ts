import { describe, expect, it } from 'vitest';
import { projectFieldGroups } from '../../../../../shared/content/studio-schemas';
import { fieldLabel } from './field-labels';
import { projectFieldText } from './project-fields';

const fields = projectFieldGroups.flatMap((group) => [...group.fields]);

describe('project field labels', () => {
  it('name every field in words, with a hint, never a column name', () => {
    for (const field of fields) {
      const { label, hint } = projectFieldText(field);
      expect(label, field).not.toMatch(/_|\burl\b|\bog\b|\b\d\s\d\b/i);
      expect(hint, field).toMatch(/^\S.*\S$/);
    }
  });

  it('give each field its own label', () => {
    const labels = fields.map((field) => projectFieldText(field).label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('reads the sections’ fields as people name them', () => {
    expect(projectFieldText('section_1_2_banner_url').label).toBe('Banner under text sections 1 and 2 picture or video');
    expect(projectFieldText('visit_site_url').label).toBe("Client's website");
    expect(projectFieldText('hero_section_1_overlay_opacity').label).toBe('Darkness of the first hero layer');
    expect(projectFieldText('achievement_2_number').label).toBe('Achievement 2 figure');
  });
});

describe('fieldLabel', () => {
  it('names a stored field in the words its form uses, for the conflict dialog', () => {
    expect(fieldLabel('posts', 'read_time')).toBe('Read time');
    expect(fieldLabel('videos', 'thumbnail_url')).toBe('Cover picture');
    expect(fieldLabel('seo', 'og_title')).toBe('Social card title');
    expect(fieldLabel('seo', 'meta_viewport')).toBe('Phone screen scaling');
    expect(fieldLabel('projects', 'hero_section_1_enabled')).toBe('Show the first hero');
  });
});
