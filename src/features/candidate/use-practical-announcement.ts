import { useState } from 'react';
import { practicalMark, practicalTimeAnnouncement } from './time-announcements.ts';

/**
 * The practical page's live-region text: set when the countdown is first known and each time it
 * reaches a new mark (`practicalMark`), to the time on screen at that moment, and kept between
 * marks, so a screen reader hears each mark once and never a time that is not on screen then.
 * (A text derived from the time left alone would have to name the mark's stretch, e.g. "5
 * minutes left" for anything from 1:01 to 5:00, which is what issue 39 heard at 1:58.)
 */
export function usePracticalAnnouncement(leftMs: number, known: boolean): string {
  const [said, setSaid] = useState<{ mark: number; text: string } | null>(null);
  const mark = practicalMark(leftMs);
  if (known && said?.mark !== mark) {
    // Adjusting state while rendering: React re-renders at once, before anything is painted.
    const next = { mark, text: practicalTimeAnnouncement(leftMs) };
    setSaid(next);
    return next.text;
  }
  return said?.text ?? '';
}
