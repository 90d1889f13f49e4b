import * as icons from 'simple-icons';
import type { SimpleIcon } from 'simple-icons';
import { escapeXml } from './random.ts';

const bySlug = new Map(
  Object.values(icons)
    .filter((v): v is SimpleIcon => typeof v === 'object' && v !== null && 'slug' in v)
    .map((icon) => [icon.slug, icon]),
);

function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * A tool's logo from simple-icons in the brand's colour; colours too pale to see on white
 * (contrast below 1.6:1) are drawn in the site's ink colour instead.
 */
export function toolLogoSvg(slug: string): string {
  const icon = bySlug.get(slug);
  if (!icon) throw new Error(`simple-icons has no icon "${slug}"`);
  const contrast = 1.05 / (luminance(icon.hex) + 0.05);
  const fill = contrast < 1.6 ? '#1f2937' : `#${icon.hex}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48"><title>${escapeXml(icon.title)}</title><path fill="${fill}" d="${icon.path}"/></svg>\n`;
}
