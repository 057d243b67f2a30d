import { describe, expect, it } from 'vitest';
import { RELATED_WEIGHT, queryTerms, stem, terms } from './text';

describe('text normalisation', () => {
  it('matches the forms a visitor and a page use for one word', () => {
    for (const [a, b] of [
      ['services', 'service'],
      ['apps', 'app'],
      ['branding', 'brand'],
      ['booked', 'book'],
      ['automation', 'automate'],
      ['planning', 'plan'],
      ['companies', 'company'],
    ]) {
      expect(stem(a)).toBe(stem(b));
    }
  });

  it('drops stop words and keeps the informative ones', () => {
    expect(terms('What services do you offer?')).toEqual([stem('service'), stem('offer')]);
  });

  it('adds related words that stand in for the visitor’s word', () => {
    const query = queryTerms('Where are your offices?');
    expect(query).toContainEqual({ term: stem('office'), weight: 1 });
    expect(query.find((q) => q.term === stem('countries'))).toMatchObject({ standsFor: stem('office'), weight: RELATED_WEIGHT });
  });
});
