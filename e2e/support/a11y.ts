import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core's WCAG 2.0/2.1/2.2 A and AA violations on the page as it is now, one line each. The
 * page's context must bypass the CSP (`bypassCSP: true`), which forbids the injected script.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Once per document: a single-page app checked in many states keeps the axe it was given
  // (560 kB for the page to parse again at every check otherwise).
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, { runOnly: { type: 'tag', values: tags } })) as {
      violations: AxeViolation[];
    };
    return result.violations;
  }, wcagTags);
  return found.map(
    (v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * Where keyboard focus is, and whether the candidate can see it: the focused element (never the
 * page body) matches :focus-visible and it, or a container within two levels, draws a ring (an
 * outline or a box shadow).
 */
export function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { on: 'body', visible: false };
    const rings = [el, el.parentElement, el.parentElement?.parentElement].some((node) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    });
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    return {
      on: `${el.tagName.toLowerCase()} "${name}"`,
      visible: el.matches(':focus-visible') && rings,
    };
  });
}

/**
 * Presses Tab (Shift+Tab backwards) until focus is on a control `matches` accepts (given
 * `focusState`'s `on`, e.g. 'button "Sign in"'), checking at every stop that focus is visible and
 * never on the page body. Fails after `maxStops`.
 */
export async function tabTo(
  page: Page,
  matches: (on: string) => boolean,
  { backwards = false, maxStops = 25 } = {},
): Promise<void> {
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focus = await focusState(page);
    expect(focus.visible, `focus ring on ${focus.on}`).toBe(true);
    if (matches(focus.on)) return;
  }
  throw new Error('the keyboard never reached the control');
}

/** Tabs to a control (see `tabTo`) and presses Enter on it, as a keyboard user activates it. */
export async function activateByKeyboard(
  page: Page,
  matches: (on: string) => boolean,
  options: Parameters<typeof tabTo>[2] = {},
): Promise<void> {
  await tabTo(page, matches, options);
  await page.keyboard.press('Enter');
}
