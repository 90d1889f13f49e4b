import type { Config } from '../../../config.ts';
import { deviceSilentMs, syncingShownMs, type BoardRules } from '../../../domain/board-status.ts';

/** The live board's settings: the status rule's times and the stream's rhythm. */
export interface BoardFeedRules extends BoardRules {
  /** How often one process asks the database what changed, for all its open boards together. */
  pollMs: number;
  /** How often an idle stream sends a comment (proxies close silent connections). */
  heartbeatMs: number;
  /** How far back a reconnecting stream may resume; older, it gets a fresh snapshot. */
  replayMs: number;
}

/** The feed's rows are kept this long: far beyond any replay, so a replay never finds a hole. */
export const boardChangesKeptMs = 60 * 60_000;

export function boardRulesFrom(config: Config): BoardFeedRules {
  return {
    graceMs: config.MCQ_GRACE_SECONDS * 1000,
    reconnectWindowMs: config.MCQ_RECONNECT_WINDOW_SECONDS * 1000,
    syncingMs: syncingShownMs,
    silentMs: deviceSilentMs,
    pollMs: config.BOARD_POLL_MS,
    heartbeatMs: config.BOARD_HEARTBEAT_SECONDS * 1000,
    replayMs: config.BOARD_REPLAY_SECONDS * 1000,
  };
}
