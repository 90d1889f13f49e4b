import { Hono, type Context } from 'hono';
import { boardDayPattern } from '../../shared/contract/hr-board.ts';
import { fail } from '../domain/errors.ts';
import { dayBounds } from '../domain/office-day.ts';
import { boardStream } from '../http/board-stream.ts';
import { cohortQuery } from '../http/list-query.ts';
import { requireStaff, type StaffEnv } from '../http/staff-session.ts';
import { boardRulesFrom } from '../services/hr/board/board-rules.ts';
import type { BoardScope } from '../services/hr/board/board-rows.ts';
import { boardSnapshot } from '../services/hr/board/board-snapshot.ts';

/** `cohort=` and/or `day=` (a day of the office's calendar); at least one. */
function scopeOf(c: Context<StaffEnv>): BoardScope {
  const cohort = cohortQuery(c) ?? null;
  const dayName = c.req.query('day')?.trim() || null;
  let day: BoardScope['day'] = null;
  if (dayName !== null) {
    const bounds = boardDayPattern.test(dayName)
      ? dayBounds(dayName, c.var.deps.config.COMPANY_TIME_ZONE)
      : null;
    if (!bounds) throw fail.invalid('day must be a date, YYYY-MM-DD (the office calendar)');
    day = { name: dayName, ...bounds };
  }
  if (cohort === null && day === null)
    throw fail.invalid('Choose a cohort or a day: cohort=… or day=YYYY-MM-DD.');
  return { cohort, day };
}

/**
 * The live board (docs/hr-api.md, "Live board"): every staff member may watch it. `/board` is a
 * snapshot; `/board/stream` the same, kept up to date as server-sent events.
 */
export const hrBoardRoutes = new Hono<StaffEnv>()
  .get('/', requireStaff(), async (c) => {
    const { deps } = c.var;
    const scope = scopeOf(c);
    const snapshot = await boardSnapshot(
      deps.database.db,
      scope,
      deps.now(),
      boardRulesFrom(deps.config),
    );
    return c.json(snapshot.view);
  })
  .get('/stream', requireStaff(), (c) => {
    const feed = c.var.deps.boardFeed;
    if (!feed) throw new Error('createApp gives every app a board feed');
    return boardStream(c, scopeOf(c), feed);
  });
