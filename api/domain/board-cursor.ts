/**
 * The live board's position in the stream of changes, sent as each event's id (and so returned
 * by a reconnecting browser as `Last-Event-ID`): a database snapshot (which write transactions
 * had committed: every change they wrote was delivered) and the server's time (status changes
 * that need no write, such as a deadline passing, up to then were delivered). Written
 * `<xmin>:<xmax>:<in-progress ids>-<milliseconds>`, the snapshot in PostgreSQL's own text form.
 *
 * A snapshot rather than a high-water mark of ids: transactions commit out of the order they
 * began (and drew ids), so "everything below the highest id seen" would skip a change whose
 * transaction was still open when a later one was delivered. A later snapshot sees everything an
 * earlier one saw, plus what committed since: exactly what is new.
 */
export interface BoardCursor {
  /** Every transaction below it had ended. */
  xmin: bigint;
  /** No transaction from it on had begun. */
  xmax: bigint;
  /** Transactions between the two still in progress. */
  xip: bigint[];
  atMs: number;
}

export const snapshotText = (c: BoardCursor) => `${c.xmin}:${c.xmax}:${c.xip.join(',')}`;

export function formatCursor(cursor: BoardCursor): string {
  return `${snapshotText(cursor)}-${cursor.atMs}`;
}

const maxXid = 9_223_372_036_854_775_807n;

/** A snapshot as PostgreSQL writes it (`10:20:12,15`), or null. */
export function parseSnapshot(text: string): Omit<BoardCursor, 'atMs'> | null {
  const match = /^(\d{1,19}):(\d{1,19}):((?:\d{1,19})(?:,\d{1,19}){0,999})?$/.exec(text);
  if (!match) return null;
  const xmin = BigInt(match[1] ?? '0');
  const xmax = BigInt(match[2] ?? '0');
  const xip = match[3] ? match[3].split(',').map(BigInt) : [];
  if (xmax > maxXid || xmin > xmax || xip.some((x) => x < xmin || x >= xmax)) return null;
  return { xmin, xmax, xip };
}

/** The cursor an event id names, or null when it is not one. */
export function parseCursor(text: string | undefined | null): BoardCursor | null {
  const match = /^([\d:,]{3,20000})-(\d{1,15})$/.exec(text?.trim() ?? '');
  const snapshot = match ? parseSnapshot(match[1] ?? '') : null;
  return snapshot && match ? { ...snapshot, atMs: Number(match[2]) } : null;
}

/** Whether the transaction `tx` had committed (or rolled back) when the cursor's snapshot was taken. */
export function hadEnded(cursor: BoardCursor, tx: bigint): boolean {
  return tx < cursor.xmin || (tx < cursor.xmax && !cursor.xip.includes(tx));
}

/** Clocks of instances differ a little: a cursor this far ahead of ours is not one of ours. */
const clockSkewMs = 5_000;

/**
 * Whether a stream may continue from `cursor` by replaying what changed since, or needs a fresh
 * snapshot: the cursor is older than `replayMs` (a snapshot is then cheaper than a long replay,
 * and the feed is not meant to reach so far back), from the future, or ahead of the database
 * (not a snapshot this database took).
 */
export function canReplayFrom(
  cursor: BoardCursor,
  current: BoardCursor,
  replayMs: number,
): boolean {
  if (cursor.xmax > current.xmax) return false;
  if (cursor.atMs > current.atMs + clockSkewMs) return false;
  return current.atMs - cursor.atMs <= replayMs;
}

/**
 * Where a poll for several streams must start: the snapshot taken first (snapshots of one
 * database are nested: a later one sees all an earlier one saw, so the first sees least; it has
 * the lowest xmax, or, taken in the same instant, more transactions in progress) and the
 * earliest time.
 */
export function earliestCursor(a: BoardCursor, b: BoardCursor): BoardCursor {
  const aFirst = a.xmax < b.xmax || (a.xmax === b.xmax && a.xip.length >= b.xip.length);
  const first = aFirst ? a : b;
  return { ...first, atMs: Math.min(a.atMs, b.atMs) };
}
