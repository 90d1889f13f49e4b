/**
 * Renders the PWA icons in public/ from the brand mark with Debian's Chromium. Run it after
 * changing the mark: `npx tsx scripts/make-icons.ts`. The PNGs are committed (the build does
 * not need a browser).
 */
import path from 'node:path';
import { rasterise } from './media/rasterise.ts';

const mark = (size: number, safeZone: boolean) => {
  // A maskable icon keeps its content inside the central 80 % circle and fills the whole square.
  const inset = safeZone ? size * 0.2 : 0;
  const inner = size - inset * 2;
  const radius = safeZone ? 0 : size * 0.22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="#0b3d91"/>
  <g transform="translate(${inset} ${inset}) scale(${inner / 64})">
    <circle cx="32" cy="30" r="11" fill="#f59e0b"/>
    <path d="M12 44h40M16 51h32" stroke="#fff" stroke-width="4" stroke-linecap="round"/>
  </g></svg>`;
};

const icons = [
  { file: 'pwa-192x192.png', size: 192, maskable: false },
  { file: 'pwa-512x512.png', size: 512, maskable: false },
  { file: 'maskable-icon-512x512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

await rasterise(
  icons.map((icon) => ({
    svg: mark(icon.size, icon.maskable),
    width: icon.size,
    height: icon.size,
    file: path.join('public', icon.file),
  })),
);
for (const icon of icons) console.log(`public/${icon.file}`);
