import { AppLink } from '../components/app-link.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { sitemapLinks } from '../content/sitemap-links.ts';

export default function SitemapPage() {
  return (
    <>
      <PageHero title="Website Sitemap" lead="Every part of our website, one click away." />
      <section className="section" aria-label="Pages">
        <ul className="card-grid">
          {sitemapLinks.map((link) => (
            <li key={link.to} className="card">
              <h2>
                <AppLink to={link.to}>{link.title}</AppLink>
              </h2>
              <p>{link.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
