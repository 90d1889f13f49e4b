import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { PlaceInLine } from '../../machines/server-busy.ts';
import { PlaceInLineNotice } from './place-in-line-notice.tsx';
import '../../test-support/mount-hook.tsx';

function shown(queue: PlaceInLine) {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(<PlaceInLineNotice queue={queue} />));
  const status = container.querySelector('[role="status"]');
  const lines = [...(status?.querySelectorAll('h2, p') ?? [])].map((e) => e.textContent);
  act(() => root.unmount());
  return lines;
}

describe('the place in line', () => {
  it('says the place, about how long, and that the clock has not started', () => {
    expect(shown({ place: 37, waitSeconds: 74 })).toEqual([
      'You are in line to start',
      'Number 37 in line · about 2 minutes',
      'Your test’s clock has not started: your minute for each question starts with your first question. This page moves on by itself; keep it open.',
    ]);
  });

  it('says what the wait depends on when the server has no estimate yet', () => {
    expect(shown({ place: 3, waitSeconds: null })[1]).toBe(
      'Number 3 in line. The wait depends on how soon places free up.',
    );
    expect(shown({ place: 1, waitSeconds: 20 })[1]).toBe('Number 1 in line · less than a minute');
  });
});
