/** The Work page's industry filter options, in display order. */
export const industryFilterOptions = [
  'All Industries',
  'Health & Beauty',
  'Fashion & Life Style',
  'Transportation',
  'F&Bs',
  'SAAS',
  'Retail',
  'E-commerce',
  'Consumer Electronics',
  'Hospitality',
  'Realestate',
  'NGOs & Governments',
  'Businesses',
] as const;

export type IndustryFilter = (typeof industryFilterOptions)[number];

/**
 * How an industry reads on screen. The values above are what projects store and forms send, so they stay; only the
 * words a visitor sees are tidied.
 */
const industryLabels: Partial<Record<IndustryFilter, string>> = {
  'Fashion & Life Style': 'Fashion & Lifestyle',
  'F&Bs': 'F&B',
  SAAS: 'SaaS',
  Realestate: 'Real Estate',
};

/** The label of an industry value; a value without a tidier label reads as itself. */
export function industryLabel(value: string): string {
  return industryLabels[value as IndustryFilter] ?? value;
}
export type Industry = Exclude<IndustryFilter, 'All Industries'>;

export const defaultIndustryFilter: IndustryFilter = 'All Industries';
/** A project without an industry counts as this one. */
export const defaultIndustry: Industry = 'Businesses';
