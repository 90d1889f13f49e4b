import { waitInLineWords } from '../../../shared/time-format.ts';
import type { PlaceInLine } from '../../machines/server-busy.ts';

/** The line's words: the place and the wait as one sentence, so a change is read whole. */
export function placeInLineText({ place, waitSeconds }: PlaceInLine): string {
  return waitSeconds === null
    ? `Number ${place} in line. The wait depends on how soon places free up.`
    : `Number ${place} in line · ${waitInLineWords(waitSeconds)}`;
}

/**
 * A first start waiting in the admission line (issue 42): the place, about how long, and that the
 * test's clock has not started. Polite, and not atomic: as the place moves only its line is read
 * again, not the whole notice every few seconds.
 */
export function PlaceInLineNotice({ queue }: { queue: PlaceInLine }) {
  return (
    <div className="candidate-notice" role="status" aria-atomic="false">
      <h2>You are in line to start</h2>
      <p>{placeInLineText(queue)}</p>
      <p>
        Your test’s clock has not started: your minute for each question starts with your first
        question. This page moves on by itself; keep it open.
      </p>
    </div>
  );
}
