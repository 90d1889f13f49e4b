/**
 * A preview's progress through its questions, as plain data moved on by pure functions: one
 * question at a time, each with its own deadline. Time is a deadline, not a counter: the time
 * left is recomputed from the clock each tick, so a throttled tab cannot stretch it.
 */
export interface PreviewRun {
  index: number;
  answers: (number | null)[];
  /** When the current question's time is up (ms since the epoch, of the injected clock). */
  deadlineAt: number;
  secondsPerQuestion: number;
  finished: boolean;
}

export function startRun(count: number, secondsPerQuestion: number, now: number): PreviewRun {
  return {
    index: 0,
    answers: Array.from({ length: count }, () => null),
    deadlineAt: now + secondsPerQuestion * 1000,
    secondsPerQuestion,
    finished: count === 0,
  };
}

/** Chooses an option of the current question: another one replaces it, the chosen one clears it. */
export function selectOption(run: PreviewRun, option: number): PreviewRun {
  if (run.finished) return run;
  // Choosing the chosen option again clears it, as on the candidate's page.
  const answers = run.answers.map((a, i) => (i !== run.index ? a : a === option ? null : option));
  return { ...run, answers };
}

/** The current answer stands (chosen or not); the next question's clock starts at `now`. */
export function nextQuestion(run: PreviewRun, now: number): PreviewRun {
  if (run.finished) return run;
  if (run.index + 1 >= run.answers.length) return { ...run, finished: true };
  return { ...run, index: run.index + 1, deadlineAt: now + run.secondsPerQuestion * 1000 };
}

export const remainingMs = (run: PreviewRun, now: number): number =>
  Math.max(0, run.deadlineAt - now);

/**
 * At a tick: at or past the deadline the question moves on, as a candidate's does (what was
 * chosen counts). The next question is served then, as the server serves the next one when the
 * last answer arrives: a tab that slept loses the question it slept on, not the whole test.
 */
export function tick(run: PreviewRun, now: number): PreviewRun {
  return !run.finished && remainingMs(run, now) === 0 ? nextQuestion(run, now) : run;
}
