import type { CohortView } from '../../../../shared/contract/hr-cohort.ts';
import type { Page, ResultRowView, ResultSort } from '../../../../shared/contract/hr.ts';
import { hrHttp, queryOf } from '../kit/hr-http.ts';
import { startOfDay } from './item-analysis-api.ts';

/**
 * Results, their two CSV exports and the cohort summary (docs/hr-api.md, "Results", "Cohort"):
 * one filter for all of them, so a link downloads exactly what the page shows.
 */
export interface ResultsFilter {
  /** A drive (the candidates' cohort label, any case); '' for every candidate. */
  cohort: string;
  testType: string;
  /** `YYYY-MM-DD` days of the company's calendar, both included; '' for open. */
  fromDay: string;
  toDay: string;
  status: string;
  /** 'true', 'false' or '' for both. */
  passed: string;
  flagged: string;
}

/** The filter as the API's query (`from`/`to` as the midnights that bound the days). */
export function resultsParams(filter: ResultsFilter): Record<string, string> {
  return queryOf({
    cohort: filter.cohort,
    testType: filter.testType,
    from: startOfDay(filter.fromDay),
    // The "to" day is included: the range ends at the next midnight.
    to: startOfDay(filter.toDay, 1),
    status: filter.status,
    passed: filter.passed,
    flagged: filter.flagged,
  }) as Record<string, string>;
}

export async function listResults(
  filter: ResultsFilter,
  page: { sort: ResultSort; order: 'asc' | 'desc'; offset: number; limit: number },
): Promise<Page<ResultRowView>> {
  const params = { ...resultsParams(filter), ...page };
  return (await hrHttp.get<Page<ResultRowView>>('/results', { params })).data;
}

/** A CSV export of the filtered results: a plain link, downloaded with the session cookie. */
export function resultsFileHref(file: 'results.csv' | 'answers.csv', filter: ResultsFilter) {
  const search = new URLSearchParams(resultsParams(filter)).toString();
  return `/api/hr/${file}${search ? `?${search}` : ''}`;
}

export async function getCohort(filter: ResultsFilter): Promise<CohortView> {
  // A whole cohort is summed up: longer than the console's usual wait.
  const params = resultsParams(filter);
  return (await hrHttp.get<CohortView>('/cohort', { params, timeout: 5 * 60_000 })).data;
}
