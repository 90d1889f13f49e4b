import { useEffect } from 'react';
import { presenceIntervalMs } from '../../../shared/contract/interview.ts';
import { forgetReported, noteCopy, noteOffline, noteOnline, reportable } from './connection-log.ts';
import { reportPresence } from './interview-api.ts';

/** What the presence loop needs to know of the test page, read when it acts. */
export interface PresenceSource {
  candidateId: string;
  token: string;
  deviceId: string;
  /** The question on screen (0-based), null when none is. */
  questionIndex: () => number | null;
  /** The test is over on this page: nothing more to say. */
  isClosed: () => boolean;
  /**
   * Calls `onShown` whenever a new question appears; returns how to stop. Each one is said at
   * once: the first proves the attempt's page is there (the call at opening came before the
   * attempt existed), and a candidate who answers quickly is never left unheard between beats.
   */
  watchQuestions: (onShown: () => void) => () => void;
}

/**
 * While the test page is open: tells the server every `presenceIntervalMs` that it is there, so
 * HR's live board calls the candidate offline when that stops; notes each time the browser goes
 * offline and comes back (`connection-log.ts`), and sends those notes with the next call, at once
 * when the network returns. A call that fails is simply the next one's to make: the notes stay
 * until the server has them.
 */
export function usePresence(source: PresenceSource): void {
  const { candidateId, token, deviceId } = source;
  const { questionIndex, isClosed, watchQuestions } = source;
  useEffect(() => {
    let sending = false;
    const tell = async () => {
      if (sending || isClosed()) return;
      sending = true;
      const events = reportable(candidateId);
      try {
        await reportPresence(token, { events }, deviceId);
        forgetReported(candidateId, events.length);
      } catch {
        // Offline or refused: the board's silence rule says it; the notes wait for the next call.
      } finally {
        sending = false;
      }
    };
    const onOffline = () => noteOffline(candidateId, questionIndex());
    const onOnline = () => {
      noteOnline(candidateId, questionIndex());
      void tell();
    };
    // A page that opens offline (a reload with no network) starts its period now; one that opens
    // online ends a period an earlier page left open.
    if (navigator.onLine) onOnline();
    else onOffline();
    const timer = window.setInterval(() => void tell(), presenceIntervalMs);
    const stopWatching = watchQuestions(() => void tell());
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    // Copying while a question is on screen is noted for HR (a flag to judge, never a verdict).
    const onCopy = () => {
      const shown = questionIndex();
      if (shown !== null && !isClosed()) noteCopy(candidateId, shown);
    };
    document.addEventListener('copy', onCopy);
    return () => {
      window.clearInterval(timer);
      stopWatching();
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('copy', onCopy);
    };
  }, [candidateId, token, deviceId, questionIndex, isClosed, watchQuestions]);
}
