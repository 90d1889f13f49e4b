import { company } from '../../shared/company.ts';

/**
 * schema.org ProfessionalService for the company (JSON-LD), with the Surat address. `siteUrl` is
 * the placeholder at build time; the server writes the real address in.
 */
export function organizationJsonLd(siteUrl: string): Record<string, unknown> {
  const a = company.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${siteUrl}/#organization`,
    name: company.name,
    legalName: company.legalName,
    description: `${company.description}: websites, mobile apps, cloud hosting and digital marketing.`,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/pwa-512x512.png`,
    image: `${siteUrl}/media/og-image.png`,
    telephone: company.phone,
    email: company.email,
    foundingDate: String(company.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      addressLocality: a.locality,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: a.countryCode,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: company.geo.latitude,
      longitude: company.geo.longitude,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: '09:30',
      closes: '18:30',
    },
    areaServed: 'Worldwide',
    sameAs: [company.careersUrl],
  };
}
