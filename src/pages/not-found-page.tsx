import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <section className="page-hero page-hero--center">
      <p className="eyebrow">Error 404</p>
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <p>
        <Link to="/" className="button button--primary">
          Go to the home page
        </Link>{' '}
        <Link to="/sitemap" className="button button--ghost">
          See all pages
        </Link>
      </p>
    </section>
  );
}
