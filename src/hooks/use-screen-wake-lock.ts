import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (Screen Wake Lock API), so a phone dimming its screen during
 * a test does not hide the tab and auto-submit it. The lock is dropped by the browser whenever the
 * page is hidden, so it is taken again each time the page becomes visible. Browsers without the API
 * simply go without.
 */
export function useScreenWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let released = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || released) return;
      try {
        lock = await navigator.wakeLock.request('screen');
      } catch {
        // Refused (battery saver, permissions policy): the test goes on without it.
      }
    };
    void acquire();
    const onVisibility = () => void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      released = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void lock?.release().catch(() => {});
    };
  }, [active]);
}
