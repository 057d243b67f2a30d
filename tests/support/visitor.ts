/** The person a unit test books as: the fields a booking request and its BOOKING item share. */
export const ADA = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '5550100',
  phoneCountryCode: '+1',
  country: 'United Kingdom',
  company: 'Analytical Engines',
  role: 'Founder',
  subject: 'A new website',
} as const;
