/**
 * Makes every picture and the video the public site shows, locally and deterministically:
 * technology logos from the simple-icons package, illustrated team portraits, client logos,
 * product and portfolio illustrations, the About image, poster and video, the contact map sketch
 * and the social sharing image. Run after changing content: `npm run media` (needs Debian's
 * ffmpeg and Chromium). The results are committed under public/media (the build needs neither).
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clients } from '../src/content/clients.ts';
import { portfolio } from '../src/content/portfolio.ts';
import { projectDetails } from '../src/content/project-details.ts';
import { projects } from '../src/content/projects.ts';
import { team } from '../src/content/team.ts';
import { tools } from '../src/content/tools.ts';
import { clientLogoSvg } from './media/clients.ts';
import { rasterise } from './media/rasterise.ts';
import { toolLogoSvg } from './media/logos.ts';
import { browserSvg, dashboardSvg, phoneSvg, timelineSvg } from './media/mockups.ts';
import { portraitSvg } from './media/portraits.ts';
import {
  mapPreviewSvg,
  officeSvg,
  posterSvg,
  shareImageSvg,
  videoOverlaySvg,
} from './media/scenes.ts';

const out = path.resolve('public/media');
const palette = ['#0b3d91', '#0f766e', '#7e22ce', '#b45309', '#be123c', '#1d4ed8', '#15803d'];
const colourAt = (index: number) => palette[index % palette.length] ?? '#0b3d91';
/** Portraits drawn with long hair (the rest short); a drawing choice, nothing more. */
const longHair = new Set(['priya-mehta', 'neha-shah', 'fatima-sheikh', 'ananya-iyer']);

async function write(relative: string, content: string | Buffer) {
  const file = path.join(out, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

async function writeSvgs() {
  const icons = new Set(Object.values(tools).map((tool) => tool.icon));
  for (const icon of icons) await write(`logos/${icon}.svg`, toolLogoSvg(icon));
  for (const client of clients) await write(`clients/${client.id}.svg`, clientLogoSvg(client));
  for (const member of team)
    await write(`team/${member.id}.svg`, portraitSvg(member, longHair.has(member.id)));
  for (const [index, project] of projects.entries()) {
    const colour = colourAt(index);
    await write(
      `projects/${project.slug}-cover.svg`,
      dashboardSvg(project.slug, project.title, colour),
    );
    for (const image of projectDetails[project.slug]?.images ?? []) {
      const name = path.basename(image.src);
      const draw = name.endsWith('-timeline.svg') ? timelineSvg : phoneSvg;
      await write(`projects/${name}`, draw(name, project.title, colour));
    }
  }
  for (const [index, item] of portfolio.web.entries())
    await write(`portfolio/${item.id}.svg`, browserSvg(item.id, item.title, colourAt(index + 2)));
  for (const [index, item] of portfolio.app.entries())
    await write(`portfolio/${item.id}.svg`, phoneSvg(item.id, item.title, colourAt(index + 4)));
  await write('about/office.svg', officeSvg());
  await write('about/studio-poster.svg', posterSvg());
  await write('contact/map-preview.svg', mapPreviewSvg());
}

/** An 8-second muted loop: the logo fades in and out over a slowly moving brand gradient. */
function makeVideo(overlayPng: string) {
  const input = [
    '-y',
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'gradients=s=640x360:c0=0x0b3d91:c1=0x1e3a8a:c2=0x0e7490:n=3:speed=0.012:duration=8:rate=24:seed=7',
    '-loop',
    '1',
    '-t',
    '8',
    '-i',
    overlayPng,
    '-filter_complex',
    '[1]format=rgba,fade=in:st=0.3:d=1.2:alpha=1,fade=out:st=6.5:d=1.2:alpha=1[logo];[0][logo]overlay=0:0:shortest=1,format=yuv420p',
    '-an',
    '-t',
    '8',
  ];
  execFileSync('ffmpeg', [
    ...input,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-row-mt',
    '1',
    path.join(out, 'about/studio-loop.webm'),
  ]);
  execFileSync('ffmpeg', [
    ...input,
    '-c:v',
    'libx264',
    '-crf',
    '30',
    '-preset',
    'slow',
    '-movflags',
    '+faststart',
    path.join(out, 'about/studio-loop.mp4'),
  ]);
}

await writeSvgs();
const work = await mkdtemp(path.join(tmpdir(), 'media-'));
try {
  const overlay = path.join(work, 'overlay.png');
  await rasterise([
    { svg: shareImageSvg(), width: 1200, height: 630, file: path.join(out, 'og-image.png') },
    { svg: videoOverlaySvg(), width: 640, height: 360, file: overlay },
  ]);
  makeVideo(overlay);
} finally {
  await rm(work, { recursive: true, force: true });
}
console.log(`media written to ${path.relative(process.cwd(), out)}`);
