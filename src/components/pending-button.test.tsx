import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { PendingButton } from './pending-button.tsx';
import '../test-support/mount-hook.tsx';

let container: HTMLElement | undefined;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

/** A press whose outcome the test settles: `settle(true)` when done, `settle(false)` on failure. */
function showButton() {
  let presses = 0;
  let settle: (done: boolean) => void = () => {};
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  const onPress = () => {
    presses += 1;
    return new Promise<boolean>((resolve) => (settle = resolve));
  };
  act(() =>
    root?.render(
      <PendingButton className="button" busyLabel="Starting..." onPress={onPress}>
        Start
      </PendingButton>,
    ),
  );
  const button = container.querySelector('button') as HTMLButtonElement;
  return {
    button,
    presses: () => presses,
    settle: (done: boolean) => act(async () => settle(done)),
  };
}

describe('a pending button', () => {
  it('says it is busy and ignores a second press while its action runs', async () => {
    const shown = showButton();
    expect(shown.button.getAttribute('aria-disabled')).toBe('false');
    await act(async () => shown.button.click());
    expect(shown.button.textContent).toBe('Starting...');
    expect(shown.button.getAttribute('aria-disabled')).toBe('true');
    await act(async () => shown.button.click());
    expect(shown.presses()).toBe(1);
    await shown.settle(true);
    expect(shown.button.textContent).toBe('Starting...');
  });

  it('can be pressed again when its action failed', async () => {
    const shown = showButton();
    await act(async () => shown.button.click());
    await shown.settle(false);
    expect(shown.button.textContent).toBe('Start');
    expect(shown.button.getAttribute('aria-disabled')).toBe('false');
    await act(async () => shown.button.click());
    expect(shown.presses()).toBe(2);
  });
});
