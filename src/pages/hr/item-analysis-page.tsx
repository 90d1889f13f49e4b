import { getItemAnalysis } from '../../features/hr/results/item-analysis-api.ts';
import { ItemAnalysisTable } from '../../features/hr/results/item-analysis-table.tsx';
import { DriveFilter, TestTypeFilter } from '../../features/hr/candidates/candidate-filters.tsx';
import { DayInput } from '../../features/hr/kit/list-controls.tsx';
import { useHrData } from '../../features/hr/kit/use-hr-data.ts';
import { useListQuery } from '../../features/hr/kit/use-list-query.ts';
import { queryFields } from '../../features/hr/kit/query-fields.ts';
import { LoadState } from '../../features/hr/kit/load-state.tsx';

const defaults = { cohort: '', testType: '', fromDay: '', toDay: '', show: '' };

/**
 * `/hr/items`: how each question performed in the submitted attempts of a drive, a test type and
 * a range of days. Every staff member may read it; nothing here changes a mark.
 */
export default function ItemAnalysisPage() {
  const { values, update } = useListQuery(defaults);
  const field = queryFields(values, update);
  const query = {
    cohort: values.cohort,
    testType: values.testType,
    fromDay: values.fromDay,
    toDay: values.toDay,
  };
  const analysis = useHrData(JSON.stringify(query), () => getItemAnalysis(query));
  const flaggedOnly = values.show === 'flagged';
  const items = analysis.data?.items ?? [];
  const shown = flaggedOnly ? items.filter((item) => item.flags.length > 0) : items;
  const flagged = items.filter((item) => item.flags.length > 0).length;
  return (
    <>
      <h1>Item analysis</h1>
      <p className="hr-muted">
        How each question performed in submitted tests. <strong>Share right</strong> is the part of
        candidates who answered it correctly; <strong>discrimination</strong> compares the top 27 %
        of candidates by score with the bottom 27 % (from −1 to 1; under 0.15 it hardly tells them
        apart). A question needs {analysis.data?.minimumAnswers ?? 30} answers before its figures
        mean anything. Flags point at questions to look at again; a person decides.
      </p>
      <div className="hr-toolbar">
        <DriveFilter {...field('cohort')} />
        <TestTypeFilter {...field('testType')} all="Every test" />
        <DayInput label="From" {...field('fromDay')} />
        <DayInput label="To" {...field('toDay')} />
        <div className="hr-toolbar__filter">
          <label className="hr-check">
            <input
              type="checkbox"
              checked={flaggedOnly}
              onChange={(e) => update({ show: e.target.checked ? 'flagged' : '' })}
            />{' '}
            Only flagged questions
          </label>
        </div>
      </div>
      <LoadState state={analysis} loading="Loading the item analysis...">
        {(data) => (
          <>
            <p role="status">
              {data.attempts} submitted tests, {items.length} questions, {flagged} flagged.
            </p>
            {shown.length > 0 ? (
              <ItemAnalysisTable
                items={shown}
                minimumAnswers={data.minimumAnswers}
                busy={analysis.loading}
              />
            ) : (
              <p className="hr-muted">No question to show.</p>
            )}
          </>
        )}
      </LoadState>
    </>
  );
}
