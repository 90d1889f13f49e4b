import type { ItemAnalysisView } from '../../../../shared/contract/hr.ts';
import { fromWallTime } from '../../../../shared/zoned-time.ts';
import { companyTimeZone } from '../kit/company-time.ts';
import { hrHttp } from '../kit/hr-http.ts';

/** Item analysis (docs/hr-api.md, "Item analysis"): the results filter, dates as a day range. */
export interface ItemAnalysisQuery {
  /** A drive (the candidates' cohort label, any case); '' for every candidate. */
  cohort: string;
  testType: string;
  /** `YYYY-MM-DD` days of the company's calendar, both included; '' for open. */
  fromDay: string;
  toDay: string;
}

/** Midnight starting `day` in the company's calendar, as ISO 8601 (the API wants a zone). */
export function startOfDay(day: string, daysLater = 0): string | undefined {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return undefined;
  // Date.UTC rolls the 31st of November over to the 1st of December; only its calendar is used.
  const wall = new Date(Date.UTC(year, month - 1, date + daysLater)).toISOString().slice(0, 10);
  return fromWallTime(`${wall}T00:00`, companyTimeZone())?.toISOString();
}

export async function getItemAnalysis(query: ItemAnalysisQuery): Promise<ItemAnalysisView> {
  const params = {
    cohort: query.cohort || undefined,
    testType: query.testType || undefined,
    from: startOfDay(query.fromDay),
    // The "to" day is included: the range ends at the next midnight.
    to: startOfDay(query.toDay, 1),
  };
  // A whole cohort's answers are read: longer than the console's usual wait.
  return (await hrHttp.get<ItemAnalysisView>('/item-analysis', { params, timeout: 5 * 60_000 }))
    .data;
}
