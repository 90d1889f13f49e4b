import { expect } from 'vitest';
import type { interviewClient } from './interview-client.ts';

/**
 * A candidate's test that closed with time left: started, question 1 answered, then the tab
 * hidden 20 s into question 2, so the test closes with 40 s left on it (60 s questions). What
 * the reopen tests start from.
 */
export async function closeWithTimeLeft(
  client: ReturnType<typeof interviewClient>,
  token: string,
  candidateId: string,
  advance: (ms: number) => void,
): Promise<void> {
  await client.start(token);
  await client.next(token, 0, 1);
  advance(20_000);
  const closed = await client.submit(token, { candidateId, reason: 'tab-hidden', answers: [] });
  expect(closed.status).toBe(200);
}
