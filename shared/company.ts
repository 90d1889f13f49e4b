/**
 * The company's identity, in one place: every page, the footer, the structured data and the
 * manifest read it from here. The company is fictional; replace these values to rebrand the site.
 */
export const company = {
  name: 'Suryaloom Technologies',
  shortName: 'Suryaloom',
  legalName: 'Suryaloom Technologies Private Limited',
  description: 'A private limited company that builds products',
  tagline: 'Software products and IT services, built in Surat',
  founded: 2014,
  address: {
    street: '7th Floor, Riverfront Business Hub, Athwalines Road',
    locality: 'Surat',
    region: 'Gujarat',
    postalCode: '395007',
    country: 'India',
    countryCode: 'IN',
  },
  geo: { latitude: 21.1702, longitude: 72.8311 },
  phone: '+91 261 400 2740',
  email: 'hello@suryaloom.example',
  hrEmail: 'hr@suryaloom.example',
  careersUrl: 'https://careers.suryaloom.example/',
  replyPromiseHours: 24,
  officeHours: 'Monday to Saturday, 9:30 am to 6:30 pm IST',
  // Clock times written out in words for HR (an attempt's ending) are in the office's zone.
  timeZone: 'Asia/Kolkata',
} as const;

export function formatAddress(separator = ', '): string {
  const a = company.address;
  return [a.street, `${a.locality} ${a.postalCode}`, a.region, a.country].join(separator);
}
