import { useCallback, useEffect, useState } from 'react';
import {
  nextQuestion,
  remainingMs,
  selectOption,
  startRun,
  tick,
  type PreviewRun,
} from './preview-run.ts';

const tickMs = 250;

/**
 * A preview run in a component: `preview-run.ts`'s steps, ticked four times a second by the
 * clock given (`Date.now` unless a test gives another), so the countdown shows and the question
 * moves on at zero.
 */
export function usePreviewRun(count: number, secondsPerQuestion: number, clock = Date.now) {
  const [run, setRun] = useState<PreviewRun | null>(null);
  const [now, setNow] = useState(clock);
  const running = run !== null && !run.finished;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const at = clock();
      setNow(at);
      setRun((current) => current && tick(current, at));
    }, tickMs);
    return () => clearInterval(timer);
  }, [running, clock]);

  const start = useCallback(() => {
    const at = clock();
    setNow(at);
    setRun(startRun(count, secondsPerQuestion, at));
  }, [clock, count, secondsPerQuestion]);
  const choose = useCallback(
    (option: number) => setRun((current) => current && selectOption(current, option)),
    [],
  );
  const next = useCallback(() => {
    const at = clock();
    setNow(at);
    setRun((current) => current && nextQuestion(current, at));
  }, [clock]);

  return { run, left: run ? remainingMs(run, now) : 0, start, choose, next };
}
