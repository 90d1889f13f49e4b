import type { ItemAnalysisView } from '../../../../shared/contract/hr.ts';
import { hrHttp } from '../kit/hr-http.ts';

/** Item analysis (docs/hr-api.md, "Item analysis"): the results filter, dates as a day range. */
export interface ItemAnalysisQuery {
  testType: string;
  /** `YYYY-MM-DD` days of this browser's calendar, both included; '' for open. */
  fromDay: string;
  toDay: string;
}

/** Midnight starting `day` in this browser's time zone, as ISO 8601 (the API wants a zone). */
export function startOfDay(day: string, daysLater = 0): string | undefined {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return undefined;
  return new Date(year, month - 1, date + daysLater).toISOString();
}

export async function getItemAnalysis(query: ItemAnalysisQuery): Promise<ItemAnalysisView> {
  const params = {
    testType: query.testType || undefined,
    from: startOfDay(query.fromDay),
    // The "to" day is included: the range ends at the next midnight.
    to: startOfDay(query.toDay, 1),
  };
  // A whole cohort's answers are read: longer than the console's usual wait.
  return (await hrHttp.get<ItemAnalysisView>('/item-analysis', { params, timeout: 5 * 60_000 }))
    .data;
}
