import { escapeXml, seededRandom } from './random.ts';

const font = 'font-family="Arial, Helvetica, sans-serif"';

function bars(random: () => number, x: number, y: number, w: number, h: number, colour: string) {
  const count = 7;
  const gap = w / count;
  return Array.from({ length: count }, (_, i) => {
    const bh = h * (0.3 + random() * 0.7);
    return `<rect x="${x + i * gap + gap * 0.2}" y="${y + h - bh}" width="${gap * 0.6}" height="${bh}" rx="3" fill="${colour}" opacity="${0.55 + i / 20}"/>`;
  }).join('');
}

function rows(x: number, y: number, w: number, count: number, step = 22) {
  return Array.from(
    { length: count },
    (_, i) =>
      `<rect x="${x}" y="${y + i * step}" width="${w * (0.55 + ((i * 37) % 40) / 100)}" height="9" rx="4" fill="#cbd5e1"/>`,
  ).join('');
}

/** A desktop dashboard screenshot-style illustration of a product (640×400). */
export function dashboardSvg(seed: string, title: string, colour: string): string {
  const random = seededRandom(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">
<title>${escapeXml(title)}</title>
<rect width="640" height="400" rx="16" fill="#f1f5f9"/>
<rect width="640" height="44" rx="16" fill="${colour}"/><rect y="28" width="640" height="16" fill="${colour}"/>
<text x="24" y="29" ${font} font-size="17" font-weight="700" fill="#fff">${escapeXml(title)}</text>
<circle cx="604" cy="22" r="11" fill="#fff" opacity="0.85"/>
<rect x="0" y="44" width="130" height="356" fill="#fff"/>
${rows(18, 70, 90, 9, 30)}
<g>${[0, 1, 2].map((i) => `<rect x="${150 + i * 160}" y="62" width="146" height="74" rx="10" fill="#fff"/><rect x="${164 + i * 160}" y="78" width="60" height="8" rx="4" fill="#94a3b8"/><text x="${164 + i * 160}" y="118" ${font} font-size="24" font-weight="700" fill="${colour}">${Math.floor(20 + random() * 900)}</text>`).join('')}</g>
<rect x="150" y="152" width="300" height="226" rx="10" fill="#fff"/>
${bars(random, 166, 190, 268, 170, colour)}
<rect x="166" y="166" width="110" height="9" rx="4" fill="#94a3b8"/>
<rect x="466" y="152" width="154" height="226" rx="10" fill="#fff"/>
${rows(480, 172, 126, 8)}
</svg>\n`;
}

/** A phone screen illustration of a product's mobile app (640×400, phone centred). */
export function phoneSvg(seed: string, title: string, colour: string): string {
  const random = seededRandom(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">
<title>${escapeXml(title)}</title>
<rect width="640" height="400" rx="16" fill="${colour}" opacity="0.12"/>
<circle cx="120" cy="320" r="90" fill="${colour}" opacity="0.15"/><circle cx="540" cy="80" r="70" fill="${colour}" opacity="0.15"/>
<rect x="235" y="20" width="170" height="360" rx="26" fill="#0f172a"/>
<rect x="245" y="34" width="150" height="332" rx="18" fill="#fff"/>
<rect x="245" y="34" width="150" height="58" rx="18" fill="${colour}"/><rect x="245" y="74" width="150" height="18" fill="${colour}"/>
<text x="320" y="70" text-anchor="middle" ${font} font-size="12" font-weight="700" fill="#fff">${escapeXml(title.split(' ')[0] ?? title)}</text>
<circle cx="320" cy="140" r="30" fill="${colour}" opacity="0.9"/>
<text x="320" y="145" text-anchor="middle" ${font} font-size="14" font-weight="700" fill="#fff">${Math.floor(10 + random() * 90)}%</text>
${rows(262, 190, 116, 6, 24)}
<rect x="262" y="330" width="116" height="24" rx="12" fill="${colour}"/>
</svg>\n`;
}

/** A timeline (Gantt) illustration (640×400). */
export function timelineSvg(seed: string, title: string, colour: string): string {
  const random = seededRandom(seed);
  const lanes = Array.from({ length: 8 }, (_, i) => {
    const start = 150 + random() * 250;
    const width = 60 + random() * 170;
    return `<rect x="24" y="${78 + i * 38}" width="100" height="10" rx="5" fill="#cbd5e1"/><rect x="${start}" y="${72 + i * 38}" width="${width}" height="22" rx="11" fill="${colour}" opacity="${0.6 + (i % 3) * 0.15}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">
<title>${escapeXml(title)}</title>
<rect width="640" height="400" rx="16" fill="#fff"/>
<rect width="640" height="48" rx="16" fill="#f1f5f9"/>
<text x="24" y="31" ${font} font-size="16" font-weight="700" fill="#1f2937">${escapeXml(title)}</text>
${[0, 1, 2, 3].map((i) => `<line x1="${150 + i * 120}" y1="60" x2="${150 + i * 120}" y2="384" stroke="#e2e8f0"/>`).join('')}
${lanes}
</svg>\n`;
}

/** A browser window showing a client's website (640×400). */
export function browserSvg(seed: string, title: string, colour: string): string {
  const random = seededRandom(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">
<title>${escapeXml(title)}</title>
<rect width="640" height="400" rx="14" fill="#e2e8f0"/>
<circle cx="22" cy="20" r="6" fill="#f87171"/><circle cx="42" cy="20" r="6" fill="#fbbf24"/><circle cx="62" cy="20" r="6" fill="#34d399"/>
<rect x="90" y="10" width="460" height="20" rx="10" fill="#fff"/>
<rect x="8" y="40" width="624" height="352" rx="8" fill="#fff"/>
<rect x="8" y="40" width="624" height="170" rx="8" fill="${colour}"/>
<text x="40" y="112" ${font} font-size="26" font-weight="700" fill="#fff">${escapeXml(title)}</text>
<rect x="40" y="130" width="260" height="10" rx="5" fill="#fff" opacity="0.7"/>
<rect x="40" y="150" width="200" height="10" rx="5" fill="#fff" opacity="0.7"/>
<rect x="40" y="172" width="110" height="26" rx="13" fill="#fff"/>
<circle cx="500" cy="125" r="${45 + random() * 20}" fill="#fff" opacity="0.25"/>
${[0, 1, 2].map((i) => `<rect x="${40 + i * 196}" y="232" width="176" height="140" rx="10" fill="#f1f5f9"/><rect x="${56 + i * 196}" y="248" width="144" height="70" rx="6" fill="${colour}" opacity="${0.25 + random() * 0.3}"/>${rows(56 + i * 196, 330, 120, 2, 18)}`).join('')}
</svg>\n`;
}
