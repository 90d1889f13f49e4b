import { useEffect, useState } from 'react';
import { countUpValue } from '../lib/count-up.ts';

/**
 * Animates from 0 to `target` over `durationMs` once `running` turns true; returns `target` until
 * then (prerendered HTML, no JavaScript, reduced motion), so the final figure is what is shown
 * whenever there is no animation.
 */
export function useCountUp(target: number, durationMs: number, running: boolean): number {
  const [elapsedMs, setElapsedMs] = useState(0);
  useEffect(() => {
    if (!running) return;
    const startedAt = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const elapsed = now - startedAt;
      setElapsedMs(elapsed);
      if (elapsed < durationMs) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [durationMs, running]);
  return running ? countUpValue(target, elapsedMs, durationMs) : target;
}
