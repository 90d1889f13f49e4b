import { describe, expect, it } from 'vitest';
import {
  isSelected,
  noSelection,
  offersAllMatching,
  pageSelection,
  selectAllMatching,
  selectedCount,
  togglePage,
  toggleRow,
} from './candidate-selection.ts';

const page = ['a', 'b', 'c'];

describe('candidate selection', () => {
  it('ticks and unticks one row at a time', () => {
    const one = toggleRow(noSelection, 'b', page);
    expect(one.ids).toEqual(['b']);
    expect(pageSelection(one, page)).toBe('some');
    expect(toggleRow(one, 'b', page)).toEqual(noSelection);
  });

  it('ticks the whole page from the header, and unticks it when it was whole', () => {
    const whole = togglePage(toggleRow(noSelection, 'a', page), page);
    expect(whole.ids).toEqual(['a', 'b', 'c']);
    expect(pageSelection(whole, page)).toBe('all');
    expect(togglePage(whole, page).ids).toEqual([]);
  });

  it('keeps rows ticked on another page when this page is unticked', () => {
    const other = toggleRow(noSelection, 'z', ['z']);
    const both = togglePage(other, page);
    expect(togglePage(both, page).ids).toEqual(['z']);
  });

  it('offers every match only once the page is whole and the filter matches more', () => {
    const whole = togglePage(noSelection, page);
    expect(offersAllMatching(whole, page, 40)).toBe(true);
    expect(offersAllMatching(whole, page, 3)).toBe(false);
    expect(offersAllMatching(toggleRow(noSelection, 'a', page), page, 40)).toBe(false);
    expect(offersAllMatching(selectAllMatching(), page, 40)).toBe(false);
  });

  it('counts every match when all are chosen, and shows every row ticked', () => {
    const all = selectAllMatching();
    expect(selectedCount(all, 40)).toBe(40);
    expect(isSelected(all, 'q')).toBe(true);
    expect(pageSelection(all, page)).toBe('all');
    expect(selectedCount(togglePage(noSelection, page), 40)).toBe(3);
  });

  it('leaves the rest of the page chosen when a row is unticked out of every match', () => {
    expect(toggleRow(selectAllMatching(), 'b', page)).toEqual({ ids: ['a', 'c'], all: false });
    expect(togglePage(selectAllMatching(), page)).toEqual(noSelection);
  });
});
