import type {
  AccessLogRowView,
  AccessLogSort,
  AccessPeopleSort,
  AccessPersonView,
  LogChainsView,
} from '../../../../shared/contract/hr-privacy.ts';
import type { SortDirection } from '../../../../shared/contract/hr-lists.ts';
import type { Page } from '../../../../shared/contract/hr.ts';
import { exportHref, getPage, hrHttp, type PageQuery } from '../kit/hr-http.ts';
import { startOfDay } from '../results/item-analysis-api.ts';

/** The access log and the breach view (docs/hr-api.md, "Access log"; admins). */

export interface AccessQuery {
  action: string;
  /** A staff account's id: everything it read. */
  staffId: string;
  /** A candidate's id: their reads and the exports that named them. */
  subjectId: string;
  /** `YYYY-MM-DD` days of the company's calendar, both included; '' for open. */
  fromDay: string;
  toDay: string;
  sort?: AccessLogSort;
  order?: SortDirection;
}

const accessParams = ({
  action,
  staffId,
  subjectId,
  fromDay,
  toDay,
  sort,
  order,
}: AccessQuery) => ({
  action,
  staffId,
  subjectId,
  from: startOfDay(fromDay),
  // The "to" day is included: the range ends at the next midnight.
  to: startOfDay(toDay, 1),
  sort,
  order,
});

export const listAccessLog = (query: PageQuery & AccessQuery): Promise<Page<AccessLogRowView>> =>
  getPage('/access-log', { ...accessParams(query), offset: query.offset, limit: query.limit });

export const accessLogCsvHref = (query: AccessQuery) =>
  exportHref('access-log/export.csv', accessParams(query));

/** The breach view's range: two days of the company's calendar, both included. */
export interface DayRange {
  fromDay: string;
  toDay: string;
}

const rangeParams = ({ fromDay, toDay }: DayRange) => ({
  from: startOfDay(fromDay),
  to: startOfDay(toDay, 1),
});

export const listAccessPeople = (
  range: DayRange,
  page: PageQuery & { sort: AccessPeopleSort; order: SortDirection },
): Promise<Page<AccessPersonView>> =>
  getPage('/access-log/people', { ...rangeParams(range), ...page });

export const accessPeopleCsvHref = (range: DayRange) =>
  exportHref('access-log/people.csv', rangeParams(range));

export async function getLogChains(): Promise<LogChainsView> {
  // Each check reads its whole log: longer than the console's usual wait on a large one.
  return (await hrHttp.get<LogChainsView>('/log-chains', { timeout: 5 * 60_000 })).data;
}
