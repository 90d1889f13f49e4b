import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountHook } from '../test-support/mount-hook.tsx';
import { useWaitingWorker } from './use-waiting-worker.ts';

/** A worker and a registration as the browser moves them through an update. */
class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}
class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
}

const container = new EventTarget();
beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function mount(registration: FakeRegistration) {
  return mountHook(() => ({
    waiting: useWaitingWorker(registration as unknown as ServiceWorkerRegistration),
  }));
}

describe('the waiting service worker', () => {
  it('follows a new version from install to waiting to taking over', () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('activated');
    const hook = mount(registration);
    expect(hook.value.waiting).toBeNull();

    const next = new FakeWorker('installing');
    act(() => {
      registration.installing = next;
      registration.dispatchEvent(new Event('updatefound'));
    });
    expect(hook.value.waiting).toBeNull();
    act(() => {
      registration.installing = null;
      registration.waiting = next;
      next.moveTo('installed');
    });
    expect(hook.value.waiting).toBe(next);

    // The visitor pressed Reload elsewhere (another tab): the worker stops waiting, and a prompt
    // rendered while it waited must not stay.
    act(() => {
      registration.waiting = null;
      registration.active = next;
      next.moveTo('activating');
    });
    expect(hook.value.waiting).toBeNull();
    hook.unmount();
  });

  it('sees a worker already waiting when it mounts, and one that becomes redundant', () => {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker('installed');
    registration.waiting = waiting;
    const hook = mount(registration);
    expect(hook.value.waiting).toBe(waiting);
    act(() => {
      registration.waiting = null;
      waiting.moveTo('redundant');
    });
    expect(hook.value.waiting).toBeNull();
    hook.unmount();
  });
});
