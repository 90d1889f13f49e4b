/** A first start's place in the admission line; `waitSeconds` null: no estimate yet. */
export interface PlaceInLine {
  place: number;
  waitSeconds: number | null;
}

/**
 * The server's "I am too busy now, try again in this long" (a 503 or 429 with Retry-After), as the
 * candidate's machines act on it: the outbox waits exactly that long before sending again, and the
 * page says the server is busy, not that the connection is down. The HTTP layer turns such an
 * answer into this (`features/candidate/answer-outbox.ts`); the answer stays stored meanwhile.
 * A first start may carry a place in the line before the test's clock (`queue`, issue 42).
 */
export class ServerBusy extends Error {
  override readonly name = 'ServerBusy';

  constructor(
    message: string,
    readonly retryAfterMs: number,
    override readonly cause?: unknown,
    readonly queue: PlaceInLine | null = null,
  ) {
    super(message);
  }
}

export const isServerBusy = (error: unknown): error is ServerBusy => error instanceof ServerBusy;
