import type { Client } from '../../src/content/clients.ts';
import { escapeXml, pick, seededRandom } from './random.ts';

/** A fictional client's wordmark: an emblem with its initials, its name and trade (200×80). */
export function clientLogoSvg(client: Client): string {
  const random = seededRandom(client.id);
  const initials = client.name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
  const emblem = pick(random, [
    `<circle cx="40" cy="40" r="26" fill="${client.color}"/>`,
    `<rect x="14" y="14" width="52" height="52" rx="12" fill="${client.color}"/>`,
    `<path d="M40 12l28 28-28 28-28-28z" fill="${client.color}"/>`,
    `<path d="M40 13l24 14v26L40 67 16 53V27z" fill="${client.color}"/>`,
  ]);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80" width="200" height="80">
<title>${escapeXml(client.name)}</title>
${emblem}
<text x="40" y="47" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" fill="#fff">${initials}</text>
<text x="76" y="40" font-family="Arial, Helvetica, sans-serif" font-size="17" font-weight="700" fill="#1f2937">${escapeXml(client.name)}</text>
<text x="76" y="58" font-family="Arial, Helvetica, sans-serif" font-size="12" letter-spacing="2" fill="${client.color}">${escapeXml(client.kind.toUpperCase())}</text>
</svg>\n`;
}
