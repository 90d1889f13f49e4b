import { documentTitle, type PageMeta } from './page-meta.ts';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The `<head>` tags of a page, as HTML, for the prerenderer. */
export function renderHeadTags(meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(documentTitle(meta))}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (meta.noIndex) tags.push('<meta name="robots" content="noindex" />');
  return tags.join('\n    ');
}

function upsertMeta(name: string, content: string | null) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/** Keeps `<head>` in step with the route after client-side navigation. */
export function applyHeadTags(meta: PageMeta): void {
  document.title = documentTitle(meta);
  upsertMeta('description', meta.description);
  upsertMeta('robots', meta.noIndex ? 'noindex' : null);
}
