import { describe, expect, it } from 'vitest';
import type { StoredEvent } from './attempt-story.ts';
import { integrityFlags, readingSeconds, type TimedAnswer } from './integrity-flags.ts';

const question = 'Which HTTP status code means the requested resource was not found?'; // 11 words
const answer = (questionNumber: number, secondsTaken: number | null): TimedAnswer => ({
  questionNumber,
  question,
  secondsTaken,
  answered: secondsTaken !== null,
});
let id = 0;
const event = (
  type: string,
  detail: Record<string, unknown> | null = null,
  q: number | null = null,
): StoredEvent => ({
  id: ++id,
  at: new Date('2026-11-28T04:00:00Z'),
  type,
  questionIndex: q,
  detail,
});

describe('integrity flags', () => {
  it('reads at six words a second, never under a second', () => {
    expect(readingSeconds(question)).toBeCloseTo(11 / 6);
    expect(readingSeconds('2 + 2?')).toBe(1);
  });

  it('flags ten questions answered in three seconds, in words', () => {
    const answers = Array.from({ length: 10 }, (_, i) => answer(i + 1, 0.3));
    expect(integrityFlags(answers, [])).toEqual([
      {
        kind: 'too-fast',
        sentence:
          '10 of 10 answers came faster than the question can be read (questions 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 3 s in all).',
      },
    ]);
  });

  it('leaves a few quick answers alone: three at the least, and a third of those given', () => {
    const quick = (n: number, of: number) =>
      Array.from({ length: of }, (_, i) => answer(i + 1, i < n ? 1 : 20));
    expect(integrityFlags(quick(2, 10), [])).toEqual([]);
    // Three of ten is under a third: a quick candidate, not a flag.
    expect(integrityFlags(quick(3, 10), [])).toEqual([]);
    expect(integrityFlags(quick(4, 10), []).map((f) => f.kind)).toEqual(['too-fast']);
    expect(integrityFlags(quick(3, 9), []).map((f) => f.kind)).toEqual(['too-fast']);
    // Unanswered questions (time ran out) are not fast answers.
    expect(integrityFlags([answer(1, null), answer(2, null), answer(3, null)], [])).toEqual([]);
  });

  it('says when the question was copied, the network address changed or another window took over', () => {
    const events = [
      event('started', { network: '203.0.113.7' }),
      event('copy', null, 2),
      event('copy', null, 2),
      event('resumed', { network: '203.0.113.7' }),
      event('resumed', { network: '198.51.100.23' }),
      event('window-taken-over'),
    ];
    expect(integrityFlags([], events)).toEqual([
      { kind: 'copied', sentence: "The question's text was copied twice (question 3)." },
      {
        kind: 'network-changed',
        sentence:
          'The test was continued from 1 other network address (203.0.113.7 → 198.51.100.23).',
      },
      { kind: 'device-changed', sentence: 'Another window or device took the test over once.' },
    ]);
    expect(integrityFlags([], [event('started', { network: '203.0.113.7' })])).toEqual([]);
  });

  it('counts an address the page was heard from while the test went on, as a start or resume', () => {
    const events = [
      event('started', { network: '203.0.113.7' }),
      event('network-changed', { network: '198.51.100.23', previous: '203.0.113.7' }, 4),
      event('network-changed', { network: '192.0.2.44', previous: '198.51.100.23' }, 6),
      // A reload on the network already heard: no change of its own.
      event('resumed', { network: '192.0.2.44' }, 6),
    ];
    expect(integrityFlags([], events)).toEqual([
      {
        kind: 'network-changed',
        sentence:
          'The test was continued from 2 other network addresses (203.0.113.7 → 198.51.100.23 → 192.0.2.44).',
      },
    ]);
  });
});
