import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { rasterise } from './media/rasterise.ts';

/**
 * Draws the demo bank's diagrams: each `api/db/seed/diagrams/diagram-N.svg` (the source, edited
 * by hand) rasterised to the PNG beside it at the SVG's own size, with Debian's Chromium.
 * `npx tsx scripts/demo-diagrams.ts`. The SVGs paint their own white background, so a diagram
 * reads the same in a dark page; names stay neutral (`diagram-N`), never the answer's.
 */
const dir = path.join(import.meta.dirname, '../api/db/seed/diagrams');
const sizeOf = (svg: string, attribute: 'width' | 'height') =>
  Number(new RegExp(`<svg[^>]*\\s${attribute}="(\\d+)"`).exec(svg)?.[1]);

const jobs = readdirSync(dir)
  .filter((name) => /^diagram-\d+\.svg$/.test(name))
  .map((name) => {
    const svg = readFileSync(path.join(dir, name), 'utf8');
    const [width, height] = [sizeOf(svg, 'width'), sizeOf(svg, 'height')];
    if (!width || !height) throw new Error(`${name}: the <svg> needs a width and a height`);
    return { svg, width, height, file: path.join(dir, name.replace(/\.svg$/, '.png')) };
  });
await rasterise(jobs);
for (const { file, width, height } of jobs)
  console.log(`${path.basename(file)}: ${width}×${height}, ${statSync(file).size} bytes`);
