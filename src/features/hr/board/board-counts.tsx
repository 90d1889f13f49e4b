import { useEffect, useRef, useState } from 'react';
import {
  boardStatuses,
  type BoardCounts as Counts,
  type BoardStatus,
} from '../../../../shared/contract/hr-board.ts';
import { boardStatusWords, countsSentence } from './board-words.ts';

/** Announcements at most this often: a board of 1,000 changes every second. */
const announceEveryMs = 15_000;

/**
 * `text` for a polite live region, changed at most every `everyMs`: the first one at once, then
 * the latest text when the quiet time is over (a screen reader hears where things stand without
 * being talked over by every answer).
 */
function useThrottledAnnouncement(text: string, everyMs: number): string {
  const [announced, setAnnounced] = useState('');
  const lastAt = useRef(0);
  useEffect(() => {
    if (text === announced) return;
    const wait = lastAt.current + everyMs - Date.now();
    const timer = setTimeout(
      () => {
        lastAt.current = Date.now();
        setAnnounced(text);
      },
      Math.max(0, wait),
    );
    return () => clearTimeout(timer);
  }, [text, announced, everyMs]);
  return announced;
}

/**
 * The counts per status at the top of the board; each is a toggle that shows only that status
 * (pressed again, or "Everyone", shows all). The same counts are announced politely.
 */
export function BoardCounts({
  counts,
  shown,
  onShow,
}: {
  counts: Counts;
  shown: BoardStatus | null;
  onShow: (status: BoardStatus | null) => void;
}) {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const announcement = useThrottledAnnouncement(countsSentence(counts), announceEveryMs);
  return (
    <>
      <ul className="hr-board-counts" aria-label="Candidates by status">
        <li>
          <button
            type="button"
            className="hr-board-count"
            aria-pressed={shown === null}
            onClick={() => onShow(null)}
          >
            <span className="hr-board-count__number">{total}</span> Everyone
          </button>
        </li>
        {boardStatuses.map((status) => (
          <li key={status}>
            <button
              type="button"
              className={`hr-board-count${counts[status] === 0 ? ' hr-board-count--none' : ''}`}
              aria-pressed={shown === status}
              onClick={() => onShow(shown === status ? null : status)}
            >
              <span className="hr-board-count__number">{counts[status]}</span>{' '}
              {boardStatusWords[status].label}
            </button>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
}
