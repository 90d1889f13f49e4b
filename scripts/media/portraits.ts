import type { TeamMember } from '../../src/content/team.ts';
import { escapeXml, pick, seededRandom } from './random.ts';

const skinTones = ['#8d5524', '#a0672f', '#c68642', '#d9a066', '#e0ac69', '#b07845'];
const hairColours = ['#1b1b1b', '#2e1f14', '#3b2a1e', '#4a4a4a'];
const backgrounds = ['#dbe7fb', '#fdebc8', '#dcf3e6', '#f3e1f7', '#fde2e2', '#e0f2f1'];
const clothes = ['#0b3d91', '#0f766e', '#7e22ce', '#b45309', '#be123c', '#334155'];

/**
 * An illustrated head-and-shoulders portrait (128×128), varied per person from their id. The
 * team is fictional, so no photograph of a real person is used.
 */
export function portraitSvg(member: TeamMember, longHair: boolean): string {
  const random = seededRandom(member.id);
  const skin = pick(random, skinTones);
  const hair = pick(random, hairColours);
  const background = pick(random, backgrounds);
  const shirt = pick(random, clothes);
  const glasses = random() < 0.35;
  const hairShape = longHair
    ? `<path d="M38 58c0-20 12-32 26-32s26 12 26 32v34H82V60H46v32h-8z" fill="${hair}"/>`
    : `<path d="M42 52c0-16 10-25 22-25s22 9 22 25c-6-6-14-9-22-9s-16 3-22 9z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">
<title>${escapeXml(member.name)}</title>
<circle cx="64" cy="64" r="64" fill="${background}"/>
<clipPath id="c"><circle cx="64" cy="64" r="64"/></clipPath>
<g clip-path="url(#c)">
${longHair ? hairShape : ''}
<path d="M22 128c2-24 20-36 42-36s40 12 42 36z" fill="${shirt}"/>
<path d="M56 84h16v12c0 4-16 4-16 0z" fill="${skin}"/>
<ellipse cx="64" cy="60" rx="21" ry="24" fill="${skin}"/>
${longHair ? `<path d="M43 56c2-15 10-22 21-22s19 7 21 22c-8-8-14-11-21-11s-13 3-21 11z" fill="${hair}"/>` : hairShape}
<circle cx="56" cy="62" r="2.2" fill="#1f2937"/><circle cx="72" cy="62" r="2.2" fill="#1f2937"/>
<path d="M58 73c4 3 8 3 12 0" stroke="#1f2937" stroke-width="2" fill="none" stroke-linecap="round"/>
${glasses ? '<g fill="none" stroke="#1f2937" stroke-width="1.8"><circle cx="56" cy="62" r="6"/><circle cx="72" cy="62" r="6"/><path d="M62 62h4"/></g>' : ''}
</g>
</svg>\n`;
}
