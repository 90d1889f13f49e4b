import { company, formatAddress } from '../../shared/company.ts';

/** The /contact page (spec section 2): intro, three info cards, the enquiry form and a map. */
export const contact = {
  title: 'Contact Us',
  lead: `Tell us about your project, your deadline and your budget. A senior engineer reads every enquiry and replies within ${company.replyPromiseHours} hours.`,
  infoCards: [
    {
      id: 'visit',
      title: 'Visit our office',
      lines: [formatAddress()],
      note: company.officeHours,
    },
    {
      id: 'call',
      title: 'Call us',
      lines: [company.phone],
      href: `tel:${company.phone.replace(/\s/g, '')}`,
      note: 'Landline, answered in office hours',
    },
    {
      id: 'email',
      title: 'E-mail us',
      lines: [company.email],
      href: `mailto:${company.email}`,
      note: `Reply within ${company.replyPromiseHours} hours`,
    },
  ],
  enquiryTitle: 'Project Enquiry',
  enquiryIntro:
    'A few lines are enough: what you want to build, who will use it and when you need it.',
  mapTitle: 'Find us in Surat',
};

/** OpenStreetMap's embeddable map around the office (the CSP allows frames from this host only). */
export function officeMapUrls() {
  const { latitude, longitude } = company.geo;
  const d = 0.006;
  const bbox = [longitude - d, latitude - d, longitude + d, latitude + d].map((n) => n.toFixed(4));
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox.join('%2C')}&layer=mapnik&marker=${latitude}%2C${longitude}`,
    page: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
  };
}
