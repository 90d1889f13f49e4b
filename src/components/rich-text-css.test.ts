import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tokenKinds } from '../../shared/rich-text/rich-doc.ts';

const css = readFileSync(path.join(import.meta.dirname, 'rich-text.css'), 'utf8');

/** The custom properties set in the first rule for `.rich-text` after `from` in the file. */
function variablesAfter(from: number): Record<string, string> {
  const start = css.indexOf('.rich-text {', from);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1], m[2]]),
  );
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const schemes = {
  light: variablesAfter(0),
  dark: variablesAfter(css.indexOf('prefers-color-scheme: dark')),
};

describe('code colours', () => {
  for (const [scheme, vars] of Object.entries(schemes)) {
    it(`hold 4.5:1 against the code's background in the ${scheme} scheme, for every token kind`, () => {
      const background = vars['--code-bg'] ?? '';
      expect(background).toMatch(/^#/);
      const colours = ['code-fg', ...tokenKinds.map((kind) => `tok-${kind}`)];
      for (const name of colours) {
        const colour = vars[`--${name}`];
        expect(colour, `--${name} in the ${scheme} scheme`).toBeDefined();
        expect(contrast(colour ?? '', background), `--${name} (${scheme})`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    });
  }

  it('gives every token kind a rule', () => {
    for (const kind of tokenKinds) expect(css).toContain(`.tok--${kind} {`);
  });
});
