import { company, formatAddress } from '../../shared/company.ts';
import { escapeXml } from './random.ts';

const font = 'font-family="Arial, Helvetica, sans-serif"';

/** The brand mark (as in `brand-logo.tsx`) at a given position and size. */
export function brandMark(x: number, y: number, size: number): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 64})"><rect width="64" height="64" rx="14" fill="#0b3d91"/><circle cx="32" cy="30" r="11" fill="#f59e0b"/><path d="M12 44h40M16 51h32" stroke="#fff" stroke-width="4" stroke-linecap="round"/></g>`;
}

function person(x: number, y: number, shirt: string, skin: string): string {
  return `<g transform="translate(${x} ${y})"><circle cx="0" cy="-58" r="16" fill="${skin}"/><path d="M-24 0c0-30 10-42 24-42s24 12 24 42z" fill="${shirt}"/></g>`;
}

function desk(x: number, y: number): string {
  return `<g transform="translate(${x} ${y})"><rect x="-80" y="0" width="160" height="10" rx="3" fill="#8b5e34"/><rect x="-72" y="10" width="8" height="70" fill="#6b4423"/><rect x="64" y="10" width="8" height="70" fill="#6b4423"/><rect x="-34" y="-58" width="68" height="46" rx="4" fill="#1f2937"/><rect x="-30" y="-54" width="60" height="36" rx="2" fill="#60a5fa"/><rect x="-4" y="-12" width="8" height="12" fill="#1f2937"/></g>`;
}

/** The About page still image: the office with people at desks by tall windows (960×540). */
export function officeSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 540" width="960" height="540">
<title>Our Surat office</title>
<rect width="960" height="540" fill="#eef4ff"/>
${[0, 1, 2, 3].map((i) => `<rect x="${60 + i * 225}" y="40" width="180" height="250" rx="8" fill="#bfdbfe"/><rect x="${60 + i * 225}" y="40" width="180" height="250" rx="8" fill="none" stroke="#fff" stroke-width="8"/><line x1="${150 + i * 225}" y1="40" x2="${150 + i * 225}" y2="290" stroke="#fff" stroke-width="6"/><circle cx="${120 + i * 225}" cy="230" r="40" fill="#93c5fd"/>`).join('')}
<rect y="380" width="960" height="160" fill="#d6c3a5"/>
${desk(200, 400)}${desk(480, 400)}${desk(760, 400)}
${person(150, 420, '#0b3d91', '#c68642')}${person(250, 420, '#be123c', '#e0ac69')}
${person(430, 420, '#0f766e', '#8d5524')}${person(820, 420, '#7e22ce', '#d9a066')}
<g transform="translate(620 470)"><rect x="-14" y="-60" width="28" height="60" rx="6" fill="#15803d"/><circle cx="0" cy="-70" r="26" fill="#22c55e"/></g>
${brandMark(848, 320, 56)}
</svg>\n`;
}

/** The logo, name and tagline in the About video's 640×360 frame: the poster and the video show them alike. */
const brandInFrame = () => `${brandMark(280, 96, 80)}
<text x="320" y="232" text-anchor="middle" ${font} font-size="30" font-weight="700" fill="#fff">${escapeXml(company.name)}</text>
<text x="320" y="266" text-anchor="middle" ${font} font-size="17" fill="#fde68a">Software products and IT services, built in Surat</text>`;

/** The frame shown before the About video plays (same 16:9 frame as the video). */
export function posterSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">
<title>${escapeXml(company.name)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b3d91"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
${brandInFrame()}
</svg>\n`;
}

/** The logo and name the video animates, on a transparent background (for ffmpeg's overlay). */
export function videoOverlaySvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">
${brandInFrame()}
</svg>\n`;
}

/** A sketch map of the office's neighbourhood by the Tapi river, with a pin (960×420). */
export function mapPreviewSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 420" width="960" height="420">
<title>Map of our office in ${escapeXml(company.address.locality)}</title>
<rect width="960" height="420" fill="#eef2e6"/>
<path d="M0 70C180 40 300 130 470 110S760 20 960 60v70C760 90 640 190 470 180S170 110 0 140z" fill="#a5c8f0"/>
<text x="120" y="100" ${font} font-size="18" font-style="italic" fill="#1e40af">Tapi river</text>
<g stroke="#fff" stroke-linecap="round"><path d="M0 300H960" stroke-width="22"/><path d="M470 180V420" stroke-width="18"/><path d="M120 420L300 160" stroke-width="12"/><path d="M700 420L820 150" stroke-width="12"/><path d="M0 230H960" stroke-width="9"/></g>
<text x="640" y="292" ${font} font-size="15" fill="#475569">Athwalines Road</text>
${[
  [160, 240],
  [560, 240],
  [330, 330],
  [780, 330],
  [220, 350],
  [880, 240],
]
  .map(([x, y]) => `<rect x="${x}" y="${y}" width="70" height="46" rx="6" fill="#d9d4c7"/>`)
  .join('')}
<g transform="translate(500 268)"><path d="M0 0c-18-24-28-38-28-52a28 28 0 0 1 56 0c0 14-10 28-28 52z" fill="#dc2626"/><circle cx="0" cy="-52" r="10" fill="#fff"/></g>
<rect x="536" y="196" width="300" height="40" rx="8" fill="#fff"/>
<text x="552" y="222" ${font} font-size="15" font-weight="700" fill="#1f2937">${escapeXml(company.shortName)} office, ${escapeXml(formatAddress().split(',')[0] ?? '')}</text>
</svg>\n`;
}

/** The social sharing image (1200×630), rasterised to PNG by the media script. */
export function shareImageSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b3d91"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="1040" cy="120" r="220" fill="#f59e0b" opacity="0.18"/>
${brandMark(96, 120, 120)}
<text x="96" y="340" ${font} font-size="68" font-weight="700" fill="#fff">${escapeXml(company.name)}</text>
<text x="96" y="410" ${font} font-size="34" fill="#fde68a">Websites, mobile apps and software products</text>
<text x="96" y="520" ${font} font-size="28" fill="#e2e8f0">${escapeXml(company.address.locality)}, ${escapeXml(company.address.region)} · ${escapeXml(company.email)}</text>
</svg>\n`;
}
