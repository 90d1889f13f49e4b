/**
 * The live board's position in the stream of changes, sent as each event's id (and so returned
 * by a reconnecting browser as `Last-Event-ID`): the database's transaction horizon (`xmin`:
 * every write transaction older than it had ended, and its changes were delivered) and the
 * server's time (status changes that need no write, such as a deadline passing, up to then were
 * delivered). Written `<xmin>-<milliseconds>`.
 */
export interface BoardCursor {
  xmin: bigint;
  atMs: number;
}

export function formatCursor(cursor: BoardCursor): string {
  return `${cursor.xmin}-${cursor.atMs}`;
}

/** The cursor an event id names, or null when it is not one. */
export function parseCursor(text: string | undefined | null): BoardCursor | null {
  const match = /^(\d{1,19})-(\d{1,15})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const xmin = BigInt(match[1] ?? '0');
  if (xmin > 9_223_372_036_854_775_807n) return null;
  return { xmin, atMs: Number(match[2]) };
}

/** Clocks of instances differ a little: a cursor this far ahead of ours is not one of ours. */
const clockSkewMs = 5_000;

/**
 * Whether a stream may continue from `cursor` by replaying what changed since, or needs a fresh
 * snapshot: the cursor is older than `replayMs` (what is kept to replay is not meant to reach so
 * far back, and a snapshot is cheaper than a long replay), from the future, or ahead of the
 * database's horizon (not one this database issued).
 */
export function canReplayFrom(
  cursor: BoardCursor,
  current: BoardCursor,
  replayMs: number,
): boolean {
  if (cursor.xmin > current.xmin) return false;
  if (cursor.atMs > current.atMs + clockSkewMs) return false;
  return current.atMs - cursor.atMs <= replayMs;
}

/** The earlier of two positions, field by field: where a poll for both must start. */
export function earliestCursor(a: BoardCursor, b: BoardCursor): BoardCursor {
  return { xmin: a.xmin < b.xmin ? a.xmin : b.xmin, atMs: Math.min(a.atMs, b.atMs) };
}
