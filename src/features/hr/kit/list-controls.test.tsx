import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WordedFilter } from './list-controls.tsx';

/** A WordedFilter as the page shows it, with its value and, where given, its "all" words. */
const renderFilter = (words: Record<string, string>, value: string, all?: string | null) => {
  document.body.innerHTML = renderToStaticMarkup(
    <WordedFilter label="Status" value={value} onChange={() => {}} words={words} all={all} />,
  );
  return document.body;
};

const options = (page: HTMLElement) =>
  [...page.querySelectorAll('option')].map((option) => [option.value, option.textContent]);

describe('WordedFilter', () => {
  it('offers the keys of its words in their order, each in its words, after "All"', () => {
    const page = renderFilter({ active: 'Active', disabled: 'Disabled' }, 'disabled');
    expect(options(page)).toEqual([
      ['', 'All'],
      ['active', 'Active'],
      ['disabled', 'Disabled'],
    ]);
    expect(page.querySelector('label')?.textContent).toBe('Status');
    expect(page.querySelector('option[selected]')?.getAttribute('value')).toBe('disabled');
  });

  it('has no empty choice when "all" is one of its own words', () => {
    const page = renderFilter({ active: 'Active', retired: 'Retired', all: 'All' }, 'all', null);
    expect(options(page)).toEqual([
      ['active', 'Active'],
      ['retired', 'Retired'],
      ['all', 'All'],
    ]);
  });
});
