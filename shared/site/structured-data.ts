import { brand } from './brand';

/**
 * JSON-LD for the agency as a professional service.
 * Rendered into the head of every public page.
 */
export function buildOrganizationJsonLd(origin: string) {
  const url = origin.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: brand.name,
    slogan: brand.slogan,
    url,
    logo: `${url}/favicon.svg`,
    image: `${url}/media/og/default.png`,
    email: brand.supportEmail,
    serviceType: ['Software Development', 'UI/UX Design', 'Digital Marketing', 'Web Development', 'Mobile App Development'],
    areaServed: 'Worldwide',
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: brand.supportEmail,
      availableLanguage: ['English'],
    },
    sameAs: Object.values(brand.social),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Digital Services',
      itemListElement: [
        { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'AI & Software Development', url: `${url}/software-development` } },
        { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Branding & Design', url: `${url}/design` } },
        { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Digital Marketing', url: `${url}/marketing` } },
      ],
    },
  };
}

/** Serialises JSON for a <script> element: '<' is escaped so no content can close the element early. */
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
