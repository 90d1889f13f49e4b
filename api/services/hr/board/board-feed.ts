import type { Db } from '../../../db/database.ts';
import { earliestCursor, hadEnded, type BoardCursor } from '../../../domain/board-cursor.ts';
import { startIntervalJob, type IntervalJob } from '../../../lib/interval-job.ts';
import type { BoardChangesView } from '../../../../shared/contract/hr-board.ts';
import { pollBoardChanges, type BoardPoll } from './board-poll.ts';
import type { BoardFeedRules } from './board-rules.ts';
import { boardRowView, inScope, type BoardScope } from './board-rows.ts';

/** One open board stream, as the feed serves it. */
export interface BoardSubscriber {
  scope: BoardScope;
  /** Where the stream stands: everything before it was delivered (or was in its snapshot). */
  cursor: BoardCursor;
  /** The candidates its board shows, so one who leaves the scope is removed from it. */
  known: Set<string>;
  /** Sends a batch of changes, with the cursor the batch brings the stream to. */
  deliver: (changes: BoardChangesView, cursor: BoardCursor) => void;
  /** The feed stopped (the server is shutting down): end the stream. */
  ended: () => void;
}

export interface BoardSubscription {
  /** Where the stream stands now (for its heartbeat's id). */
  readonly cursor: BoardCursor;
  close(): void;
}

export interface BoardFeed {
  subscribe(subscriber: BoardSubscriber): BoardSubscription;
  /** Ends every stream and the polling (graceful shutdown). */
  stop(): Promise<void>;
  readonly streams: number;
}

/** The part of a poll that concerns one stream: changes after its cursor, within its scope. */
function changesFor(
  subscriber: BoardSubscriber,
  poll: BoardPoll,
  now: Date,
  rules: BoardFeedRules,
): BoardChangesView {
  const { cursor, known, scope } = subscriber;
  const view: BoardChangesView = { serverTime: now.toISOString(), rows: [], removed: [] };
  for (const change of poll.changes) {
    const written = change.txs.some((tx) => !hadEnded(cursor, tx));
    const crossed = change.crossedAtMs !== null && change.crossedAtMs >= cursor.atMs;
    if (!written && !crossed) continue;
    if (change.record && inScope(change.record, scope)) {
      view.rows.push(boardRowView(change.record, now, rules));
      known.add(change.candidateId);
    } else if (known.delete(change.candidateId)) {
      view.removed.push(change.candidateId);
    }
  }
  return view;
}

/**
 * The live board's poller, one per process: while any board stream is open it asks the database
 * every `pollMs` what changed since the earliest cursor of its streams (one statement, however
 * many boards are open), then hands each stream its part. The state it keeps is only the open
 * connections'; what changed is always read from the database, so every instance of the API sees
 * every change, wherever it was made. A failed poll is logged and the next one covers its range
 * (cursors only move on success).
 */
export function createBoardFeed(db: Db, now: () => Date, rules: BoardFeedRules): BoardFeed {
  const open = new Set<BoardSubscriber>();
  let job: IntervalJob | null = null;
  let stopped = false;

  async function poll() {
    const subscribers = [...open];
    const first = subscribers[0];
    if (!first) return;
    const since = subscribers.map((s) => s.cursor).reduce(earliestCursor, first.cursor);
    const at = now();
    const result = await pollBoardChanges(db, since, at, rules);
    for (const subscriber of subscribers) {
      if (!open.has(subscriber)) continue;
      const changes = changesFor(subscriber, result, at, rules);
      // The poll's snapshot was taken after every subscriber's own (it joined before the poll).
      subscriber.cursor = {
        ...result.position,
        atMs: Math.max(subscriber.cursor.atMs, result.position.atMs),
      };
      if (changes.rows.length > 0 || changes.removed.length > 0)
        subscriber.deliver(changes, subscriber.cursor);
    }
  }

  function close(subscriber: BoardSubscriber) {
    open.delete(subscriber);
    if (open.size === 0 && job) {
      void job.stop();
      job = null;
    }
  }

  return {
    subscribe(subscriber) {
      if (stopped) queueMicrotask(subscriber.ended);
      else {
        open.add(subscriber);
        job ??= startIntervalJob('live board poll', rules.pollMs, poll);
      }
      return {
        get cursor() {
          return subscriber.cursor;
        },
        close: () => close(subscriber),
      };
    },
    async stop() {
      stopped = true;
      const running = job;
      job = null;
      const subscribers = [...open];
      open.clear();
      for (const subscriber of subscribers) subscriber.ended();
      await running?.stop();
    },
    get streams() {
      return open.size;
    },
  };
}
