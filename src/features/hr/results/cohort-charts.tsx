import { useId, useMemo } from 'react';
import { cohortBucketWidth, type CohortView } from '../../../../shared/contract/hr-cohort.ts';
import { BarChart, type ChartMarker } from './bar-chart.tsx';
import { endingLabel, percentWords } from './ending-words.ts';
import { DataTable } from '../kit/data-table.tsx';

// Lines keep 3:1 against the white plot (WCAG 1.4.11): dark red and dark amber.
const passMarkColor = '#b91c1c';
const cutColor = '#92400e';
const tenths = Array.from({ length: 11 }, (_, i) => i * 10);
const wholeRange: [number, number] = [0, 100];

const barWords = (bar: CohortView['histogram'][number]) =>
  bar.from === 0 ? `0 to ${bar.to} %` : `above ${bar.from} to ${bar.to} %`;

const tests = (n: number) => `${n} test${n === 1 ? '' : 's'}`;

/**
 * The score histogram: bars of 5 points, the pass mark as a solid line and the "what if" cut as
 * a dashed one. The picture is described by its caption, and its figures are a table below it.
 */
export function ScoreHistogram({ cohort, cut }: { cohort: CohortView; cut: number }) {
  const captionId = useId();
  const x = useMemo(
    () => cohort.histogram.map((bar) => bar.from + cohortBucketWidth / 2),
    [cohort],
  );
  const y = useMemo(() => cohort.histogram.map((bar) => bar.tests), [cohort]);
  const markers = useMemo<ChartMarker[]>(
    () => [
      { at: cohort.passPercent, color: passMarkColor },
      ...(cut === cohort.passPercent ? [] : [{ at: cut, color: cutColor, dash: [6, 4] }]),
    ],
    [cohort.passPercent, cut],
  );
  const busiest = cohort.histogram.reduce((top, bar) => (bar.tests > top.tests ? bar : top));
  return (
    <figure className="hr-figure" aria-labelledby={captionId}>
      <BarChart
        x={x}
        y={y}
        xRange={wholeRange}
        xTicks={tenths}
        xLabel={(value) => `${value}`}
        markers={markers}
        height={240}
        barWidth={0.92}
      />
      <figcaption id={captionId}>
        Scores of {tests(cohort.submitted)}, in bars of {cohortBucketWidth} points (score in %
        across, tests up). Solid red line:{' '}
        {cohort.passMarks.length > 1
          ? 'the pass mark most tests were started with'
          : 'the pass mark'}
        , {cohort.passPercent} %
        {cut === cohort.passPercent ? '' : `; dashed brown line: the cut you are trying, ${cut} %`}.
        {busiest.tests > 0 && ` The tallest bar is ${barWords(busiest)}: ${tests(busiest.tests)}.`}
      </figcaption>
      <details className="hr-figure__data">
        <summary>The histogram as a table</summary>
        <DataTable label="Scores by bar" columns={['Score', 'Tests']}>
          {cohort.histogram.map((bar) => (
            <tr key={bar.from}>
              <th scope="row">{barWords(bar)}</th>
              <td>{bar.tests}</td>
            </tr>
          ))}
        </DataTable>
      </details>
    </figure>
  );
}

/** The submitted tests by how they ended: a bar per ending, and the same as a table. */
export function EndingsChart({ cohort }: { cohort: CohortView }) {
  const captionId = useId();
  const endings = cohort.endings;
  const x = useMemo(() => endings.map((_, i) => i), [endings]);
  const y = useMemo(() => endings.map((e) => e.tests), [endings]);
  const range = useMemo<[number, number]>(() => [-0.5, endings.length - 0.5], [endings]);
  const labels = (value: number) => endingLabel(endings[value]?.reason ?? '');
  if (endings.length === 0) return null;
  return (
    <figure className="hr-figure" aria-labelledby={captionId}>
      <BarChart
        x={x}
        y={y}
        xRange={range}
        xTicks={x}
        xLabel={labels}
        horizontal
        labelWidth={120}
        height={Math.max(120, 36 * endings.length + 50)}
        barWidth={0.7}
      />
      <figcaption id={captionId}>
        How the {tests(cohort.submitted)} ended, most first (tests across).
      </figcaption>
      <DataTable label="Endings" columns={['Ended', 'Tests', 'Share']}>
        {endings.map((ending) => (
          <tr key={ending.reason}>
            <th scope="row">{endingLabel(ending.reason)}</th>
            <td>{ending.tests}</td>
            <td>{percentWords((ending.tests / cohort.submitted) * 100)}</td>
          </tr>
        ))}
      </DataTable>
    </figure>
  );
}
