/** The agency's identity, used by pages, metadata, e-mails and the chat assistant. */
export const brand = {
  name: 'Northstar Digital',
  shortName: 'Northstar',
  calendarName: 'Northstar Calendar',
  assistantName: 'Nova',
  slogan: 'One powerful partner for bold brands',
  supportEmail: 'hello@northstar.agency',
  countries: ['Egypt', 'UAE', 'Saudi Arabia', 'United States'],
  social: {
    linkedin: 'https://www.linkedin.com/company/northstar-digital',
    x: 'https://x.com/northstardigital',
    instagram: 'https://www.instagram.com/northstardigital',
    facebook: 'https://www.facebook.com/northstardigital',
    tiktok: 'https://www.tiktok.com/@northstardigital',
  },
} as const;
