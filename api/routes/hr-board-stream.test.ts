import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { candidates } from '../db/schema/candidates.ts';
import { ensureDrive } from '../test-support/candidates.ts';
import type { BoardChangesView, BoardSnapshotView } from '../../shared/contract/hr-board.ts';
import { rowOf, useBoardHarness } from '../test-support/board-harness.ts';
import { openEventStream } from '../test-support/event-stream.ts';
import { testEngine } from '../test-support/test-database.ts';

describe(`the live board's event stream (${testEngine})`, () => {
  const h = useBoardHarness();

  /** A reviewer's board stream on `app` (one API instance), optionally resuming. */
  async function watch(query: string, lastEventId?: string, app: App = h.setup().app) {
    const hr = await h.reviewer(app);
    const headers: Record<string, string> = { cookie: hr.cookie ?? '' };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    return openEventStream(app, `/api/hr/board/stream?${query}`, headers);
  }
  const ids = (changes: BoardChangesView) => changes.rows.map((r) => r.candidateId).sort();

  it('starts with a snapshot, through a proxy, and sends an event when a candidate answers and submits', async () => {
    const c = await h.candidate('live');
    await c.start();
    const stream = await watch('cohort=live');
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-store, no-transform');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    const snapshot = await stream.json<BoardSnapshotView>('snapshot');
    expect(snapshot.eventId).toBe(snapshot.cursor);
    expect(rowOf(snapshot.rows, c.id).mcq?.questionNumber).toBe(1);

    h.advance(5_000);
    expect((await c.answer(0, 1)).status).toBe(200);
    const answered = await stream.json<BoardChangesView>('rows');
    expect(ids(answered)).toEqual([c.id]);
    expect(rowOf(answered.rows, c.id)).toMatchObject({
      status: 'in-progress',
      mcq: { questionNumber: 2 },
      lastHeardAt: h.clock.now.toISOString(),
    });
    expect(answered.eventId).toMatch(/^\d+:\d+:[\d,]*-\d+$/);
    expect(answered.eventId).not.toBe(snapshot.eventId);

    expect((await c.submit('completed')).status).toBe(200);
    const submitted = await stream.json<BoardChangesView>('rows');
    expect(rowOf(submitted.rows, c.id).status).toBe('submitted');
    await stream.close();
  });

  it('resumes from Last-Event-ID with what changed while away, neither losing nor repeating a change', async () => {
    const [a, b, c] = [
      await h.candidate('resume'),
      await h.candidate('resume'),
      await h.candidate('resume'),
    ];
    const first = await watch('cohort=resume');
    await first.json<BoardSnapshotView>('snapshot');
    await a.start();
    const seen = await first.json<BoardChangesView>('rows');
    expect(ids(seen)).toEqual([a.id]);
    await first.close();

    // While the board is away, B starts; A changes nothing.
    await b.start();
    const again = await watch('cohort=resume', seen.eventId ?? '');
    // No snapshot: the retry line, then the replay.
    expect(await again.next()).toMatchObject({ event: 'message', data: '' });
    const replay = await again.json<BoardChangesView>('rows');
    expect(ids(replay)).toEqual([b.id]);
    expect(rowOf(replay.rows, b.id).status).toBe('in-progress');
    await c.start();
    const later = await again.json<BoardChangesView>('rows');
    expect(ids(later)).toEqual([c.id]);
    await again.close();
  });

  it('sends a fresh snapshot after a gap too long to replay, or for an id that is no cursor', async () => {
    const c = await h.candidate('gap');
    const first = await watch('cohort=gap');
    const { cursor } = await first.json<BoardSnapshotView>('snapshot');
    await first.close();
    await c.start();
    const ahead = `1:999999999999:-${h.clock.now.getTime()}`;
    for (const id of [
      'not-a-cursor',
      '99999999999999999-1',
      ahead,
      cursor.replace(/-\d+$/, '-1'),
    ]) {
      const stream = await watch('cohort=gap', id);
      const snapshot = await stream.json<BoardSnapshotView>('snapshot');
      expect(rowOf(snapshot.rows, c.id).status, id).toBe('in-progress');
      await stream.close();
    }
    h.advance(300_000);
    const justInTime = await watch('cohort=gap', cursor);
    expect((await justInTime.next()).event).toBe('message'); // the retry line, then the replay
    expect(ids(await justInTime.json<BoardChangesView>('rows'))).toEqual([c.id]);
    await justInTime.close();
    h.advance(1);
    const tooLate = await watch('cohort=gap', cursor);
    expect((await tooLate.next()).event).toBe('snapshot');
    await tooLate.close();
  });

  it('sends a status that changes by the clock alone (a deadline passing) without any write', async () => {
    const c = await h.candidate('clock');
    await c.start();
    const stream = await watch('cohort=clock');
    await stream.json<BoardSnapshotView>('snapshot');
    h.advance(65_001);
    const offline = await stream.json<BoardChangesView>('rows');
    expect(rowOf(offline.rows, c.id)).toMatchObject({ status: 'offline' });
    h.advance(115_000);
    const lost = await stream.json<BoardChangesView>('rows');
    expect(rowOf(lost.rows, c.id)).toMatchObject({ status: 'connection-lost' });
    await stream.close();
  });

  it('adds a candidate who joins the board and removes one who leaves it', async () => {
    const stays = await h.candidate('moves');
    const stream = await watch('cohort=moves');
    await stream.json<BoardSnapshotView>('snapshot');
    const joins = await h.candidate('moves');
    expect(ids(await stream.json<BoardChangesView>('rows'))).toContain(joins.id);
    await ensureDrive(h.db(), 'elsewhere');
    await h
      .db()
      .db.update(candidates)
      .set({ cohort: 'elsewhere' })
      .where(eq(candidates.id, stays.id));
    const left = await stream.json<BoardChangesView>('rows');
    expect(left).toMatchObject({ rows: [], removed: [stays.id] });
    await stream.close();
  });

  it('sees a change made through another API instance on the same database', async () => {
    const c = await h.candidate('instances');
    const board = await watch('cohort=instances', undefined, h.setup().app);
    await board.json<BoardSnapshotView>('snapshot');
    // The candidate's calls go to other instances (a new app each), never to the board's.
    await c.start();
    const changes = await board.json<BoardChangesView>('rows');
    expect(rowOf(changes.rows, c.id).status).toBe('in-progress');
    await board.close();
  });

  // On PostgreSQL transactions overlap (PGlite runs one at a time): a change whose transaction
  // began before a later one but commits after it must still reach the board.
  it.runIf(testEngine === 'postgres')(
    'delivers a change whose transaction commits after a later one was delivered',
    async () => {
      const [slow, quick] = [await h.candidate('overlap'), await h.candidate('overlap')];
      const stream = await watch('cohort=overlap');
      await stream.json<BoardSnapshotView>('snapshot');
      const other = new pg.Client({ connectionString: h.db().url });
      await other.connect();
      try {
        await other.query('begin');
        await other.query(`update candidates set full_name = 'Renamed Slowly' where id = $1`, [
          slow.id,
        ]);
        await quick.start();
        const first = await stream.json<BoardChangesView>('rows');
        expect(ids(first)).toEqual([quick.id]);
        await other.query('commit');
        const late = await stream.json<BoardChangesView>('rows');
        expect(late.rows).toMatchObject([{ candidateId: slow.id, name: 'Renamed Slowly' }]);
      } finally {
        await other.end();
        await stream.close();
      }
    },
  );

  it('keeps a quiet stream alive with comments carrying the cursor, and ends it when the session ends', async () => {
    const stream = await watch('cohort=quiet');
    const { cursor } = await stream.json<BoardSnapshotView>('snapshot');
    const heartbeat = await stream.next(5_000);
    expect(heartbeat).toMatchObject({ comments: ['alive'], data: '' });
    const xmax = (id: string | null) => BigInt(id?.split(':')[1] ?? '-1');
    expect(xmax(heartbeat.id)).toBeGreaterThanOrEqual(xmax(cursor));
    // 30 minutes without a request: the stream does not keep the session alive by itself.
    h.advance(30 * 60_000);
    expect((await stream.nextEvent('session-ended', 5_000)).data).toBe('{}');
    expect(await stream.ends(5_000)).toBe(true);
  });
});
