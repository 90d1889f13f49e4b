import type { Page } from 'playwright-core';

/**
 * What is clipped or overlapping on the page as it is now, one line each, judged by element
 * boxes (not pixels): inside the open dialog if there is one (the page behind it is inert).
 *
 * - a table wider than its region, where the region does not scroll, or whose first column
 *   scrolls away with the rest (it must stay: it names the row);
 * - a table region, or an interactive element outside a scrolling region, beyond the window;
 * - two interactive elements whose boxes overlap;
 * - text cut by `overflow: hidden` (a non-scrolling element whose content is wider than it), or a
 *   select too narrow for the choice it shows, unless the page writes that choice out whole;
 * - a row of fields (`.hr-form__row`) whose controls side by side do not line up, a row of actions
 *   (`.hr-actions`) whose buttons side by side differ in height or top, a check box beside no
 *   line of its label.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.querySelector('dialog[open]') ?? document.body;
    const viewport = document.documentElement.clientWidth;
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      const classes = typeof el.className === 'string' && el.className ? `.${el.className}` : '';
      return `${el.tagName.toLowerCase()}${classes.split(' ')[0]} "${text}"`;
    };
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      // Visually hidden words (1 px, clipped) are for screen readers: not a box on screen.
      return box.width > 2 && box.height > 2 && getComputedStyle(el).visibility !== 'hidden';
    };
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);

    if (document.documentElement.scrollWidth > viewport)
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);

    for (const region of root.querySelectorAll('.hr-table-region')) {
      if (!shown(region)) continue;
      const name = `table "${region.getAttribute('aria-label') ?? describe(region)}"`;
      const box = region.getBoundingClientRect();
      if (box.left < -0.5 || box.right > viewport + 0.5)
        problems.push(`${name}: beyond the window`);
      if (region.scrollWidth <= region.clientWidth + 1) continue;
      if (!scrolls(region)) {
        problems.push(`${name}: cells cut and the region does not scroll`);
        continue;
      }
      // Scrolled to its end, the first column is still in view.
      const before = region.scrollLeft;
      region.scrollLeft = region.scrollWidth;
      const first = region.querySelector('tr > :first-child');
      const firstBox = first?.getBoundingClientRect();
      if (firstBox && (firstBox.left < box.left - 1 || firstBox.right > box.right + 1))
        problems.push(`${name}: the first column scrolls out of view`);
      region.scrollLeft = before;
    }

    const interactive = [
      ...root.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
      ),
    ].filter(shown);
    const inScroller = (el: Element) => {
      for (let up = el.parentElement; up && up !== root; up = up.parentElement)
        if (scrolls(up)) return true;
      return false;
    };
    for (const el of interactive) {
      const box = el.getBoundingClientRect();
      if ((box.left < -0.5 || box.right > viewport + 0.5) && !inScroller(el))
        problems.push(`${describe(el)}: beyond the window`);
    }
    for (let i = 0; i < interactive.length; i++)
      for (let j = i + 1; j < interactive.length; j++) {
        const a = interactive[i] as Element;
        const b = interactive[j] as Element;
        if (a.contains(b) || b.contains(a)) continue;
        const p = a.getBoundingClientRect();
        const q = b.getBoundingClientRect();
        if (
          p.left < q.right - 1 &&
          q.left < p.right - 1 &&
          p.top < q.bottom - 1 &&
          q.top < p.bottom - 1
        )
          problems.push(`${describe(a)} overlaps ${describe(b)}`);
      }

    for (const el of root.querySelectorAll('*')) {
      if (!shown(el) || el.tagName === 'svg' || el.closest('svg')) continue;
      const style = getComputedStyle(el);
      const hidden = ['hidden', 'clip'].includes(style.overflowX);
      if (hidden && el.scrollWidth > el.clientWidth + 1 && (el.textContent ?? '').trim())
        problems.push(`${describe(el)}: text cut (${el.scrollWidth} px in ${el.clientWidth})`);
    }

    /** Whether the page also writes `text` whole (the board's drive over the board), uncut. */
    const writtenInFull = (text: string) =>
      [...root.querySelectorAll(':not(select, option)')].some((el) => {
        if (el.textContent?.trim() !== text || !shown(el)) return false;
        const box = el.getBoundingClientRect();
        return (
          el.scrollWidth <= el.clientWidth + 1 && box.left >= -0.5 && box.right <= viewport + 0.5
        );
      });
    const measure = document.createElement('canvas').getContext('2d');
    for (const select of root.querySelectorAll('select')) {
      if (!shown(select) || !measure) continue;
      const style = getComputedStyle(select);
      measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.text ?? '';
      // Chromium draws the drop-down arrow in about 20 px at the end of the select's content box.
      const room =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      if (measure.measureText(text).width > room + 1 && !writtenInFull(text))
        problems.push(
          `select "${text}": cut (needs ${Math.ceil(measure.measureText(text).width)} px, has ${Math.floor(room)})`,
        );
    }

    const sideBySide = (a: DOMRect, b: DOMRect) => a.top < b.bottom && b.top < a.bottom;
    for (const row of root.querySelectorAll('.hr-form__row')) {
      const controls = [...row.querySelectorAll('input, select, textarea')].filter(shown);
      for (let i = 1; i < controls.length; i++) {
        const a = (controls[i - 1] as Element).getBoundingClientRect();
        const b = (controls[i] as Element).getBoundingClientRect();
        if (sideBySide(a, b) && Math.abs(a.top - b.top) > 1)
          problems.push(`fields side by side not lined up: ${describe(controls[i] as Element)}`);
      }
    }
    /** Where an element's first words sit: their line box. */
    const wordsBox = (el: Element) => {
      const words = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = words.nextNode(); node; node = words.nextNode())
        if (node.textContent?.trim()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          return range.getClientRects()[0] ?? null;
        }
      return null;
    };
    for (const row of root.querySelectorAll('.hr-actions')) {
      const actions = [...row.children].filter(shown);
      for (let i = 1; i < actions.length; i++) {
        const a = (actions[i - 1] as Element).getBoundingClientRect();
        const b = (actions[i] as Element).getBoundingClientRect();
        // A flex row stretches its items to one height: the words show a smaller button.
        const aWords = wordsBox(actions[i - 1] as Element);
        const bWords = wordsBox(actions[i] as Element);
        const wordsDiffer =
          aWords &&
          bWords &&
          (Math.abs(aWords.top - bWords.top) > 1 || Math.abs(aWords.height - bWords.height) > 1);
        if (sideBySide(a, b) && (Math.abs(a.height - b.height) > 1 || wordsDiffer))
          problems.push(`actions side by side differ: ${describe(actions[i] as Element)}`);
      }
    }
    for (const box of root.querySelectorAll('input[type="checkbox"], input[type="radio"]')) {
      const label = (box as HTMLInputElement).labels?.[0];
      if (!shown(box) || !label) continue;
      // The label's words, line by line (not the check box, which may sit inside the label).
      const words = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      const textLines: DOMRect[] = [];
      for (let node = words.nextNode(); node; node = words.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        textLines.push(...[...range.getClientRects()].filter((r) => r.width > 0));
      }
      const b = box.getBoundingClientRect();
      if (textLines.length > 0 && !textLines.some((r) => sideBySide(r, b)))
        problems.push(`check box beside no line of its label: ${describe(label)}`);
    }
    return problems;
  });
}
