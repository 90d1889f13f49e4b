import { useState } from 'react';
import { EndingsChart, ScoreHistogram } from '../../features/hr/results/cohort-charts.tsx';
import { DriveFunnel } from '../../features/hr/results/drive-funnel.tsx';
import { percentWords } from '../../features/hr/results/ending-words.ts';
import { getCohort, type ResultsFilter } from '../../features/hr/results/results-api.ts';
import { emptyResultsFilter, ResultsFilters } from '../../features/hr/results/results-filters.tsx';
import { useHrData } from '../../features/hr/kit/use-hr-data.ts';
import { useListQuery } from '../../features/hr/kit/use-list-query.ts';
import { passedWords, WhatIfCut } from '../../features/hr/results/what-if-cut.tsx';
import { LoadState } from '../../features/hr/kit/load-state.tsx';

/**
 * `/hr/cohort`: a drive's submitted MCQ tests at a glance — how the scores spread against the
 * pass mark, the pass rate, how many would pass at another cut, and how the tests ended. The
 * charts load only here (uPlot, in the console's own chunk).
 */
export default function CohortPage() {
  // The results' filter, of which this page offers the drive, the test and the days.
  const { values, update } = useListQuery(emptyResultsFilter);
  const filter: ResultsFilter = values;
  const cohort = useHrData(JSON.stringify(filter), () => getCohort(filter));
  // The cut being tried; it follows the pass mark until the person moves it.
  const [tried, setTried] = useState<number | null>(null);
  const cut = tried ?? cohort.data?.passPercent ?? 75;
  return (
    <>
      <h1>Cohort</h1>
      <p className="hr-muted">
        A drive&apos;s funnel and its submitted MCQ tests, for a test type and a range of days. A
        test passes strictly above the pass mark it was started with; try another cut to see how
        many would pass. Nothing here changes a mark: the pass mark is a test setting.
      </p>
      <ResultsFilters filter={filter} onChange={update} full={false} />
      <LoadState state={cohort} loading="Loading the cohort...">
        {(data) => (
          <div className="hr-cohort" aria-busy={cohort.loading}>
            <dl className="hr-facts">
              <dt>Candidates</dt>
              <dd>{data.candidates}</dd>
              <dt>Tests submitted</dt>
              <dd>{data.submitted}</dd>
              <dt>Passed</dt>
              <dd>{passedWords(data)}</dd>
              <dt>Pass rate</dt>
              <dd>{data.passRate === null ? '—' : percentWords(data.passRate * 100)}</dd>
            </dl>
            <h2>Funnel</h2>
            <DriveFunnel funnel={data.funnel} />
            {data.submitted === 0 ? (
              <p className="hr-muted">No submitted test matches these filters yet.</p>
            ) : (
              <>
                <h2>Scores</h2>
                <ScoreHistogram cohort={data} cut={cut} />
                <WhatIfCut cohort={data} cut={cut} onCut={setTried} />
                <h2>How the tests ended</h2>
                <EndingsChart cohort={data} />
              </>
            )}
          </div>
        )}
      </LoadState>
    </>
  );
}
