import type { BoardSnapshotView } from '../../../../shared/contract/hr-board.ts';
import { companyDay } from '../kit/company-time.ts';
import { hrHttp } from '../kit/hr-http.ts';

/** The live board (docs/hr-api.md, "Live board"): a cohort, a day of the office calendar, or both. */
export interface BoardQuery {
  cohort: string;
  day: string;
}

/** Today in the office's calendar (the API reads `day=` there), `YYYY-MM-DD`. */
export function officeToday(now = new Date()): string {
  return companyDay(now);
}

/** Only the parts chosen (an empty one is no filter). */
function params(query: BoardQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

export const boardStreamUrl = (query: BoardQuery) =>
  `/api/hr/board/stream?${new URLSearchParams(params(query)).toString()}`;

/** The board as JSON: also how the page learns, after a stream was refused, whether it may go on. */
export async function getBoard(query: BoardQuery): Promise<BoardSnapshotView> {
  return (await hrHttp.get<BoardSnapshotView>('/board', { params: params(query) })).data;
}
