import { afterEach, describe, expect, it } from 'vitest';
import { focusLost } from './focus-if-lost.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusLost', () => {
  it('is true on the page body and false on a button of the page', () => {
    document.body.innerHTML = '<button id="add">Add</button>';
    (document.activeElement as HTMLElement | null)?.blur();
    expect(focusLost()).toBe(true);
    document.getElementById('add')?.focus();
    expect(focusLost()).toBe(false);
  });

  it('counts focus left on a button of a dialog that has closed as lost', () => {
    document.body.innerHTML = '<dialog open><button id="done">Done</button></dialog>';
    document.getElementById('done')?.focus();
    expect(focusLost()).toBe(false);
    document.querySelector('dialog')?.removeAttribute('open');
    expect(focusLost()).toBe(true);
  });
});
