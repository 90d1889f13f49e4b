import { describe, expect, it } from 'vitest';
import { renderHeadTags } from './head-tags.ts';
import { pageMeta, projectPageMeta } from './page-meta.ts';

describe('renderHeadTags', () => {
  it('writes title, description, canonical, Open Graph, Twitter and JSON-LD with the site placeholder', () => {
    const head = renderHeadTags(pageMeta.services, '/services');
    expect(head).toContain('<title>Services | Suryaloom Technologies</title>');
    expect(head).toContain('<link rel="canonical" href="__SITE_URL__/services" />');
    expect(head).toContain('<meta property="og:url" content="__SITE_URL__/services" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const jsonLd = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head)?.[1] ?? '{}';
    const data = JSON.parse(jsonLd) as { '@type': string; address: { addressLocality: string } };
    expect(data['@type']).toBe('ProfessionalService');
    expect(data.address.addressLocality).toBe('Surat');
  });

  it('gives the home page the bare site address as its canonical URL', () => {
    expect(renderHeadTags(pageMeta.home, '/')).toContain('href="__SITE_URL__/"');
  });

  it('keeps pages that are not for search engines out of them, without canonical or sharing tags', () => {
    const head = renderHeadTags(projectPageMeta({ projectId: '42' }), '/projects/42');
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('canonical');
    expect(head).not.toContain('og:');
  });

  it('escapes HTML in text', () => {
    const head = renderHeadTags({ title: 'SEO & Content', description: 'a "b" <c>' }, '/x');
    expect(head).toContain('<title>SEO &amp; Content | Suryaloom Technologies</title>');
    expect(head).toContain('content="a &quot;b&quot; &lt;c&gt;"');
  });
});
