import { AppLink } from '../components/app-link.tsx';
import { CardGridSection } from '../components/card-grid-section.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { sitemapLinks } from '../content/sitemap-links.ts';

export default function SitemapPage() {
  return (
    <>
      <PageHero title="Website Sitemap" lead="Every part of our website, one click away." />
      <CardGridSection label="Pages">
        {sitemapLinks.map((link) => (
          <li key={link.to} className="card">
            <h2>
              <AppLink to={link.to}>{link.title}</AppLink>
            </h2>
            <p>{link.description}</p>
          </li>
        ))}
      </CardGridSection>
    </>
  );
}
