import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { formatText } from '../../shared/rich-text/format-question.ts';
import { QuestionSheet } from './question-sheet.tsx';
import '../test-support/mount-hook.tsx';

let container: HTMLElement | undefined;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

function showSheet(selected: number | null) {
  const chosen: number[] = [];
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root?.render(
      <QuestionSheet
        headingId="q"
        headingLevel={3}
        name="options"
        question={formatText(
          'What does `[1, 2].map(f)` return?\n\n```js\nif (a) {\n  b();\n}\n```',
        )}
        picture={{ src: 'data:image/png;base64,AA==', alt: 'A diagram of the array' }}
        options={[formatText('**A new array**'), 'undefined']}
        selected={selected}
        onSelect={(index) => chosen.push(index)}
      />,
    ),
  );
  return { sheet: container, chosen };
}

describe('a question sheet', () => {
  it('names one radio group by the question’s opening words; the whole question is a heading of the level given', () => {
    const { sheet } = showSheet(null);
    const heading = sheet.querySelector('#q');
    expect(heading?.getAttribute('role')).toBe('heading');
    expect(heading?.getAttribute('aria-level')).toBe('3');
    expect(heading?.textContent).toContain('b();');
    // The group's name is the sentence before the code, not the code read again on every visit.
    const named = sheet.querySelector('[role="radiogroup"]')?.getAttribute('aria-labelledby');
    expect(sheet.querySelector(`#${named}`)?.textContent).toBe('What does [1, 2].map(f) return?');
    expect([...sheet.querySelectorAll('input')].map((i) => [i.type, i.name])).toEqual([
      ['radio', 'options'],
      ['radio', 'options'],
    ]);
  });

  it('shows formatted text, code with its indentation, the picture and plain options', () => {
    const { sheet } = showSheet(null);
    expect(sheet.querySelector('.rich-text__inline-code')?.textContent).toBe('[1, 2].map(f)');
    expect(sheet.querySelector('pre')?.textContent).toBe('if (a) {\n  b();\n}');
    expect(sheet.querySelector('img')?.getAttribute('alt')).toBe('A diagram of the array');
    const options = [...sheet.querySelectorAll('.interview__option-text')];
    expect(options[0]?.querySelector('strong')?.textContent).toBe('A new array');
    expect(options[1]?.textContent).toBe('undefined');
  });

  it('reports a choice, and a second choice of the chosen option too', () => {
    const { sheet, chosen } = showSheet(1);
    const inputs = sheet.querySelectorAll('input');
    act(() => inputs[1]?.click());
    act(() => inputs[0]?.click());
    expect(chosen).toEqual([1, 0]);
  });
});
