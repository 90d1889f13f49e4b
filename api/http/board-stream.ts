import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import {
  canReplayFrom,
  formatCursor,
  parseCursor,
  type BoardCursor,
} from '../domain/board-cursor.ts';
import { log } from '../lib/log.ts';
import { boardStreamEvents } from '../../shared/contract/hr-board.ts';
import type { BoardFeed } from '../services/hr/board/board-feed.ts';
import { boardRulesFrom } from '../services/hr/board/board-rules.ts';
import type { BoardScope } from '../services/hr/board/board-rows.ts';
import {
  boardCandidateIds,
  boardSnapshot,
  readBoardCursor,
} from '../services/hr/board/board-snapshot.ts';
import { sessionIsLive, sessionRulesFrom } from '../services/hr/staff-sessions.ts';
import type { StaffEnv } from './staff-session.ts';

/** How long a browser waits before reconnecting a dropped stream (EventSource's `retry`). */
const reconnectAfterMs = 2000;

/** A sleep that `wake()` ends early (the stream closed, or the server is stopping). */
function wakeableSleep() {
  let wake = () => {};
  return {
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
    wake: () => wake(),
  };
}

/** Writes to the stream one at a time, in the order asked (events and heartbeats interleave). */
function serialWriter() {
  let last = Promise.resolve();
  return (write: () => Promise<unknown>) => {
    last = last.then(write).then(
      () => undefined,
      () => undefined,
    );
    return last;
  };
}

/**
 * `GET /api/hr/board/stream` (docs/hr-api.md, "Live board"): server-sent events. A new stream
 * (or one resuming from further back than `BOARD_REPLAY_SECONDS`, or from an id that is not a
 * cursor) starts with a `snapshot`; a stream resuming with `Last-Event-ID` gets only what changed
 * after it. Then `rows` events as the process's shared poll finds changes, each with the cursor
 * as its id; every `BOARD_HEARTBEAT_SECONDS` a comment (with the cursor as id, so a reconnect
 * resumes from there) that keeps proxies from closing a quiet connection, and a check that the
 * session is still live without extending it (`session-ended`, then the stream closes).
 */
export function boardStream(c: Context<StaffEnv>, scope: BoardScope, feed: BoardFeed) {
  const resumeFrom = parseCursor(c.req.header('last-event-id'));
  // Proxies (nginx) pass each event on at once instead of filling a buffer first.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    try {
      await serveBoard(stream, { c, scope, feed, resumeFrom });
    } catch (error) {
      // Logged here, never sent: the browser reconnects and resumes from its last id.
      log.error('live board stream failed', error);
    }
  });
}

async function serveBoard(
  stream: SSEStreamingApi,
  {
    c,
    scope,
    feed,
    resumeFrom,
  }: {
    c: Context<StaffEnv>;
    scope: BoardScope;
    feed: BoardFeed;
    resumeFrom: BoardCursor | null;
  },
) {
  const { deps } = c.var;
  const db = deps.database.db;
  const rules = boardRulesFrom(deps.config);
  const sessionRules = sessionRulesFrom(deps.config);
  const token = c.var.sessionToken;
  const write = serialWriter();
  const current = resumeFrom ? await readBoardCursor(db, deps.now()) : null;
  let cursor;
  let known;
  if (resumeFrom && current && canReplayFrom(resumeFrom, current, rules.replayMs)) {
    cursor = resumeFrom;
    known = await boardCandidateIds(db, scope);
    await write(() => stream.write(`retry: ${reconnectAfterMs}\n\n`));
  } else {
    const snapshot = await boardSnapshot(db, scope, deps.now(), rules);
    cursor = snapshot.position;
    known = snapshot.candidateIds;
    await write(() =>
      stream.writeSSE({
        event: boardStreamEvents.snapshot,
        id: snapshot.view.cursor,
        data: JSON.stringify(snapshot.view),
        retry: reconnectAfterMs,
      }),
    );
  }
  const { sleep, wake } = wakeableSleep();
  let ended = stream.aborted;
  stream.onAbort(() => {
    ended = true;
    wake();
  });
  const subscription = feed.subscribe({
    scope,
    cursor,
    known,
    deliver: (changes, at) =>
      void write(() =>
        stream.writeSSE({
          event: boardStreamEvents.rows,
          id: formatCursor(at),
          data: JSON.stringify(changes),
        }),
      ),
    ended: () => {
      ended = true;
      wake();
    },
  });
  try {
    while (!ended) {
      await sleep(rules.heartbeatMs);
      if (ended) break;
      if (!(await sessionIsLive(db, token, deps.now(), sessionRules))) {
        await write(() => stream.writeSSE({ event: boardStreamEvents.sessionEnded, data: '{}' }));
        break;
      }
      const id = formatCursor(subscription.cursor);
      await write(() => stream.write(`: alive\nid: ${id}\n\n`));
    }
  } finally {
    subscription.close();
  }
}
