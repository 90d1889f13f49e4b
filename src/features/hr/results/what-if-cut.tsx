import { useId, useState } from 'react';
import { testsAbove, type CohortView } from '../../../../shared/contract/hr-cohort.ts';
import { percentWords } from './ending-words.ts';

/** A cut typed into the box: a number from 0 to 100, or null while the box holds something else. */
export function parseCut(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : null;
}

/** "With the cut at 60 %, 6 of 9 tests would pass (66.7 %): 3 more than at the pass mark." */
export function whatIfWords(cohort: CohortView, cut: number): string {
  const passing = testsAbove(cohort.scores, cut);
  const share =
    cohort.submitted === 0 ? '' : ` (${percentWords((passing / cohort.submitted) * 100)})`;
  const difference = passing - cohort.passed;
  const mixed = cohort.passMarks.length > 1;
  // With several marks, `passed` counts each test against its own: compared as such.
  const atMark = mixed ? 'passed at their own pass marks' : 'at the pass mark';
  const compared =
    cut === cohort.passPercent && !mixed
      ? 'the pass mark in force'
      : difference === 0
        ? `as many as ${atMark}`
        : `${Math.abs(difference)} ${difference > 0 ? 'more' : 'fewer'} than ${atMark}`;
  return `With the cut at ${cut} %, ${passing} of ${cohort.submitted} tests would pass${share}: ${compared}.`;
}

/**
 * "12 (above 75 %)"; when the tests were started with different marks (the mark was edited while
 * the drive ran), each mark with its tests: "12 (each above its own pass mark: 75 % for 20 tests,
 * 60 % for 4)".
 */
export function passedWords(cohort: CohortView): string {
  if (cohort.passMarks.length <= 1) return `${cohort.passed} (above ${cohort.passPercent} %)`;
  const marks = cohort.passMarks
    .map(
      (m, i) =>
        `${m.passPercent} % for ${m.tests}${i === 0 ? ` test${m.tests === 1 ? '' : 's'}` : ''}`,
    )
    .join(', ');
  return `${cohort.passed} (each above its own pass mark: ${marks})`;
}

/**
 * "What if the cut were X": a number box and a slider on one value, and the count of tests that
 * would pass, by the server's rule (strictly above the cut, `testsAbove`), announced politely as
 * it changes. Nothing is saved: the pass mark itself is a test setting.
 */
export function WhatIfCut({
  cohort,
  cut,
  onCut,
}: {
  cohort: CohortView;
  cut: number;
  onCut: (cut: number) => void;
}) {
  const [text, setText] = useState(String(cut));
  const [shown, setShown] = useState(cut);
  // The cut changed from outside (the reset button, the slider): show it in the box.
  if (shown !== cut) {
    setShown(cut);
    if (parseCut(text) !== cut) setText(String(cut));
  }
  const boxId = useId();
  const sliderId = useId();
  const hintId = useId();
  const invalid = parseCut(text) === null;
  return (
    <div className="hr-panel hr-what-if">
      <h2>What if the cut were…</h2>
      <div className="hr-form__row">
        <div className="hr-field">
          <label htmlFor={boxId}>Cut (%)</label>
          <input
            id={boxId}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step="any"
            value={text}
            aria-invalid={invalid}
            aria-describedby={hintId}
            onChange={(event) => {
              setText(event.target.value);
              const value = parseCut(event.target.value);
              if (value !== null) onCut(value);
            }}
          />
          <p id={hintId} className={invalid ? 'hr-field__error' : 'hr-field__hint'}>
            {invalid ? 'A number from 0 to 100.' : 'A test passes strictly above the cut.'}
          </p>
        </div>
        <div className="hr-field hr-what-if__slider">
          <label htmlFor={sliderId}>Cut on a slider</label>
          <input
            id={sliderId}
            type="range"
            min={0}
            max={100}
            step={1}
            value={cut}
            aria-valuetext={`${cut} %`}
            onChange={(event) => onCut(Number(event.target.value))}
          />
        </div>
      </div>
      <p className="hr-what-if__answer" role="status">
        {whatIfWords(cohort, cut)}
      </p>
      {/* Always there (aria-disabled at the pass mark): a button that vanished when pressed
          would drop the keyboard's focus to the page. */}
      <button
        type="button"
        className="button button--ghost button--small"
        aria-disabled={cut === cohort.passPercent}
        onClick={() => cut !== cohort.passPercent && onCut(cohort.passPercent)}
      >
        Back to the pass mark ({cohort.passPercent} %)
      </button>
    </div>
  );
}
