/**
 * The server's "I am too busy now, try again in this long" (a 503 or 429 with Retry-After), as the
 * candidate's machines act on it: the outbox waits exactly that long before sending again, and the
 * page says the server is busy, not that the connection is down. The HTTP layer turns such an
 * answer into this (`features/candidate/answer-outbox.ts`); the answer stays stored meanwhile.
 */
export class ServerBusy extends Error {
  override readonly name = 'ServerBusy';

  constructor(
    message: string,
    readonly retryAfterMs: number,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

export const isServerBusy = (error: unknown): error is ServerBusy => error instanceof ServerBusy;
