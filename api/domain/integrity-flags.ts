import { durationWords } from '../../shared/time-format.ts';
import type { StoredEvent } from './attempt-story.ts';

/**
 * Integrity signals of an MCQ attempt: flags for a person to judge, never verdicts. Each says
 * what happened in the timeline's words; none changes a score or a status by itself (issue 39,
 * item 15: ten questions answered in three seconds raised nothing).
 */
export type IntegrityFlagKind = 'too-fast' | 'copied' | 'network-changed' | 'device-changed';

export interface IntegrityFlag {
  kind: IntegrityFlagKind;
  /** The flag in words, as the report shows it. */
  sentence: string;
}

/** One settled question as the report reckons it: its text and the seconds taken (null: none). */
export interface TimedAnswer {
  questionNumber: number;
  question: string;
  secondsTaken: number | null;
  /** Settled unanswered (the time ran out): no reading to judge. */
  answered: boolean;
}

/**
 * Reading speed a quick reader manages on a technical question: 6 words a second (360 a minute,
 * above the 200–300 of careful reading), and never less than a second, however short the
 * question: a faster answer was chosen before the question could be read.
 */
export const readingWordsPerSecond = 6;
export const minimumReadingSeconds = 1;

/** How many answers faster than reading make a flag: a few quick ones are a good candidate. */
export const tooFastAtLeast = 3;
/** …and at least this share of the answers given. */
export const tooFastShare = 1 / 3;

export function readingSeconds(question: string): number {
  const words = question.split(/\s+/).filter(Boolean).length;
  return Math.max(minimumReadingSeconds, words / readingWordsPerSecond);
}

function tooFast(answers: readonly TimedAnswer[]): IntegrityFlag | null {
  const given = answers.filter((a) => a.answered && a.secondsTaken !== null);
  const fast = given.filter((a) => (a.secondsTaken ?? Infinity) < readingSeconds(a.question));
  if (fast.length < tooFastAtLeast || fast.length < given.length * tooFastShare) return null;
  const total = fast.reduce((sum, a) => sum + (a.secondsTaken ?? 0), 0);
  return {
    kind: 'too-fast',
    sentence: `${fast.length} of ${given.length} answers came faster than the question can be read (questions ${numbers(fast)}, ${durationWords(total * 1000)} in all).`,
  };
}

function copied(events: readonly StoredEvent[]): IntegrityFlag | null {
  const copies = events.filter((e) => e.type === 'copy');
  if (copies.length === 0) return null;
  const questions = [...new Set(copies.map((e) => (e.questionIndex ?? -1) + 1))].filter(
    (n) => n > 0,
  );
  return {
    kind: 'copied',
    sentence: `The question's text was copied ${times(copies.length)}${questions.length ? ` (question${questions.length === 1 ? '' : 's'} ${questions.join(', ')})` : ''}.`,
  };
}

/** Events that say where the test page was (`detail.network`). */
const placedBy = new Set(['started', 'resumed', 'network-changed']);

/**
 * The network addresses the test went on from, in order: each start or resume's, and each new
 * one the page's presence calls were heard from while the test went on (`network-changed`).
 */
function networkChanged(events: readonly StoredEvent[]): IntegrityFlag | null {
  const seen: string[] = [];
  for (const e of events) {
    const network = e.detail?.['network'];
    if (placedBy.has(e.type) && typeof network === 'string')
      if (seen.at(-1) !== network) seen.push(network);
  }
  if (seen.length < 2) return null;
  return {
    kind: 'network-changed',
    sentence: `The test was continued from ${seen.length - 1} other network address${seen.length === 2 ? '' : 'es'} (${seen.join(' → ')}).`,
  };
}

function deviceChanged(events: readonly StoredEvent[]): IntegrityFlag | null {
  const takeovers = events.filter((e) => e.type === 'window-taken-over').length;
  if (takeovers === 0) return null;
  return {
    kind: 'device-changed',
    sentence: `Another window or device took the test over ${times(takeovers)}.`,
  };
}

export function integrityFlags(
  answers: readonly TimedAnswer[],
  events: readonly StoredEvent[],
): IntegrityFlag[] {
  return [tooFast(answers), copied(events), networkChanged(events), deviceChanged(events)].filter(
    (flag): flag is IntegrityFlag => flag !== null,
  );
}

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
const numbers = (answers: readonly TimedAnswer[]) =>
  answers.map((a) => a.questionNumber).join(', ');
