import { describe, expect, it } from 'vitest';
import { keywordsOf, titleWords } from './keywords';

describe('titleWords', () => {
  it('keeps the words that name the subject, acronyms in capitals', () => {
    expect(titleWords('SEO in the Age of AI Search')).toEqual(['SEO', 'age', 'AI', 'search']);
    expect(titleWords('What a Brand Identity Really Needs')).toEqual(['brand', 'identity', 'really', 'needs']);
    expect(titleWords('Design Systems That Scale: A Guide — 2025')).toEqual(['design', 'systems', 'scale', 'guide', '2025']);
  });
});

describe('keywordsOf', () => {
  it('joins comma-separated lists and arrays in order, each term once, like the built-in keywords', () => {
    expect(keywordsOf('UX Research, UI Design, Mobile App Development', 'E-commerce, Retail', 'Mobile App Development', 'Cartwise')).toBe(
      'UX research, UI design, mobile app development, e-commerce, retail, cartwise',
    );
    expect(keywordsOf('Design', ['design', 'systems', '3D renders'], 'NGOs & Governments')).toBe('design, systems, 3D renders, NGOs & governments');
  });

  it('is empty only when there is nothing to name', () => {
    expect(keywordsOf('', ' , ', null, undefined, [])).toBe('');
  });
});
