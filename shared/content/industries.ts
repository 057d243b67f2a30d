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
export type Industry = Exclude<IndustryFilter, 'All Industries'>;

export const defaultIndustryFilter: IndustryFilter = 'All Industries';
/** A project without an industry counts as this one. */
export const defaultIndustry: Industry = 'Businesses';
