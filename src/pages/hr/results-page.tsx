import type { ResultSort } from '../../../shared/contract/hr.ts';
import { ExportLink } from '../../features/hr/kit/list-controls.tsx';
import { PagedResults } from '../../features/hr/kit/paged-list.tsx';
import {
  listResults,
  resultsFileHref,
  type ResultsFilter,
} from '../../features/hr/results/results-api.ts';
import { emptyResultsFilter, ResultsFilters } from '../../features/hr/results/results-filters.tsx';
import { ResultsTable } from '../../features/hr/results/results-table.tsx';
import { useHrData } from '../../features/hr/kit/use-hr-data.ts';
import { useListQuery } from '../../features/hr/kit/use-list-query.ts';

const pageSize = 25;
const defaults = { ...emptyResultsFilter, sort: 'startedAt', order: 'desc' };

/**
 * `/hr/results`: every candidate's result, filtered and sorted by the server, with both CSV
 * exports of exactly what the filter selects. Each name opens the attempt report.
 */
export default function ResultsPage() {
  const { values, page, update } = useListQuery(defaults);
  const { sort, order, ...filter } = values as ResultsFilter & { sort: ResultSort; order: string };
  const direction = order === 'asc' ? 'asc' : 'desc';
  const query = { sort, order: direction, offset: (page - 1) * pageSize, limit: pageSize } as const;
  const list = useHrData(JSON.stringify({ filter, query }), () => listResults(filter, query));
  return (
    <>
      <h1>Results</h1>
      <p className="hr-muted">
        Every candidate&apos;s current test: the score (a pass is strictly above the pass mark), how
        it ended, what waits for a person&apos;s look, the practical round and the last decision.
        Open a name for the attempt report.
      </p>
      <div className="hr-actions">
        <ExportLink href={resultsFileHref('results.csv', filter)}>
          Download results.csv<span className="visually-hidden"> (one row per candidate)</span>
        </ExportLink>
        <ExportLink href={resultsFileHref('answers.csv', filter)}>
          Download answers.csv<span className="visually-hidden"> (one row per answer)</span>
        </ExportLink>
      </div>
      <ResultsFilters filter={filter} onChange={update} />
      <PagedResults
        list={list}
        page={page}
        pageSize={pageSize}
        update={update}
        label="Results"
        loading="Loading results..."
      >
        {(rows) =>
          rows.length > 0 ? (
            <ResultsTable
              rows={rows}
              order={{ key: sort, direction }}
              onSort={(next) => update({ sort: next.key, order: next.direction })}
              busy={list.loading}
            />
          ) : (
            <p className="hr-muted">No candidate matches these filters.</p>
          )
        }
      </PagedResults>
    </>
  );
}
