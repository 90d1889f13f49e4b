import { AppLink } from '../components/app-link.tsx';

export default function NotFoundPage() {
  return (
    <section className="page-hero page-hero--center">
      <p className="eyebrow">Error 404</p>
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <p>
        <AppLink to="/" className="button button--primary">
          Go to the home page
        </AppLink>{' '}
        <AppLink to="/sitemap" className="button button--ghost">
          See all pages
        </AppLink>
      </p>
    </section>
  );
}
