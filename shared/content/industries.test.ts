import { describe, expect, it } from 'vitest';
import { industryFilterOptions, industryLabel } from './industries';

describe('industry labels', () => {
  it('reads tidily while the stored values stay as they are', () => {
    expect(industryFilterOptions.map(industryLabel)).toEqual([
      'All Industries',
      'Health & Beauty',
      'Fashion & Lifestyle',
      'Transportation',
      'F&B',
      'SaaS',
      'Retail',
      'E-commerce',
      'Consumer Electronics',
      'Hospitality',
      'Real Estate',
      'NGOs & Governments',
      'Businesses',
    ]);
    expect(industryFilterOptions).toContain('Realestate');
    expect(industryLabel('Some New Industry')).toBe('Some New Industry');
  });
});
