import { company } from '../../shared/company.ts';
import { documentTitle, type PageMeta } from './page-meta.ts';
import { siteUrlPlaceholder } from '../../shared/route-paths.ts';
import { escapeMarkup } from '../../shared/escape-markup.ts';
import { organizationJsonLd } from './structured-data.ts';

/** The image shared pages show on social networks (made by the media script). */
export const shareImage = { path: '/media/og-image.png', width: 1200, height: 630 };

/** JSON inside `<script>`: `<` escaped so no string can close the element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The `<head>` tags of a page, as HTML, for the prerenderer: title, description, and for pages
 * meant for search engines the canonical URL, Open Graph, Twitter card and the organisation's
 * JSON-LD. Absolute URLs start with the site-address placeholder the server fills in.
 */
export function renderHeadTags(meta: PageMeta, path: string): string {
  const title = escapeMarkup(documentTitle(meta));
  const description = escapeMarkup(meta.description);
  const tags = [`<title>${title}</title>`, `<meta name="description" content="${description}" />`];
  if (meta.noIndex) {
    tags.push('<meta name="robots" content="noindex" />');
    return tags.join('\n    ');
  }
  const url = `${siteUrlPlaceholder}${path === '/' ? '/' : path}`;
  const image = `${siteUrlPlaceholder}${shareImage.path}`;
  tags.push(
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeMarkup(company.name)}" />`,
    `<meta property="og:locale" content="en_IN" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="${shareImage.width}" />`,
    `<meta property="og:image:height" content="${shareImage.height}" />`,
    `<meta property="og:image:alt" content="${escapeMarkup(company.name)}: ${escapeMarkup(company.tagline)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<script type="application/ld+json">${jsonForScript(organizationJsonLd(siteUrlPlaceholder))}</script>`,
  );
  return tags.join('\n    ');
}

function upsert(selector: string, create: () => HTMLElement, set: (el: HTMLElement) => void) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.append(el);
  }
  set(el);
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  const selector = `meta[${attribute}="${key}"]`;
  if (content === null) {
    document.head.querySelector(selector)?.remove();
    return;
  }
  upsert(
    selector,
    () => {
      const tag = document.createElement('meta');
      tag.setAttribute(attribute, key);
      return tag;
    },
    (tag) => tag.setAttribute('content', content),
  );
}

/** The public site address: taken from the page the server sent (it wrote SITE_URL in). */
function siteUrl(): string {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical ? new URL(canonical.href).origin : window.location.origin;
}

/** Keeps `<head>` in step with the route after client-side navigation. */
export function applyHeadTags(meta: PageMeta, path: string): void {
  const title = documentTitle(meta);
  document.title = title;
  upsertMeta('name', 'description', meta.description);
  upsertMeta('name', 'robots', meta.noIndex ? 'noindex' : null);
  const url = meta.noIndex ? null : `${siteUrl()}${path}`;
  for (const [attribute, key, value] of [
    ['property', 'og:title', title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', url],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', meta.description],
  ] as const) {
    upsertMeta(attribute, key, meta.noIndex ? null : value);
  }
  if (url === null) document.head.querySelector('link[rel="canonical"]')?.remove();
  else
    upsert(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      (link) => link.setAttribute('href', url),
    );
}
