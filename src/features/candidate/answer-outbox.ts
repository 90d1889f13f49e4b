import type { AttemptResult } from '../../../shared/contract/interview-responses.ts';
import { isRetryable, responseStatus } from './candidate-http.ts';
import {
  candidateDb,
  type GivenAnswer,
  type NewOutboxEntry,
  type OutboxEntry,
} from './candidate-db.ts';
import { loadSession } from './candidate-session.ts';
import { finalSubmit, submitAndNext, type TestStep } from './interview-api.ts';

/**
 * The outbox's storage and delivery (the `answerOutboxMachine` decides *when*): entries are sent
 * strictly in order, one at a time; an entry leaves the outbox only when the server has answered
 * it. Whoever enqueued an entry in this page can await its server response.
 */

export type OutboxResponse = TestStep | { kind: 'result'; result: AttemptResult };

// The answers given on this device per candidate, mirrored in memory so the unload path can build
// the final submission synchronously (IndexedDB reads are asynchronous).
const answerCache = new Map<string, GivenAnswer[]>();

/** Loads the answers this device recorded for the candidate (call once when the test page opens). */
export async function loadGivenAnswers(candidateId: string): Promise<GivenAnswer[]> {
  const answers = await candidateDb.answers.where('candidateId').equals(candidateId).toArray();
  answerCache.set(candidateId, answers);
  return answers;
}

/** The answers known so far, synchronously. */
export function knownAnswers(candidateId: string): GivenAnswer[] {
  return answerCache.get(candidateId) ?? [];
}

const waiters = new Map<
  string,
  { resolve: (r: OutboxResponse) => void; reject: (e: unknown) => void }
>();

/** Resolves with the server's answer to the entry `key` once it is delivered (call before `enqueue`). */
export function responseTo(key: string): Promise<OutboxResponse> {
  return new Promise<OutboxResponse>((resolve, reject) => waiters.set(key, { resolve, reject }));
}

/** Stores the entry with strict durability; only then may it be sent. A known key is kept once. */
export async function enqueue(entry: NewOutboxEntry): Promise<void> {
  if (entry.kind === 'answer') {
    const { questionId, selectedOptionIndex } = entry.payload;
    const known = knownAnswers(entry.candidateId).filter((a) => a.questionId !== questionId);
    answerCache.set(entry.candidateId, [
      ...known,
      { candidateId: entry.candidateId, questionId, selectedOptionIndex },
    ]);
  }
  await candidateDb.transaction('rw', candidateDb.outbox, candidateDb.answers, async () => {
    if (await candidateDb.outbox.where('key').equals(entry.key).count()) return;
    await candidateDb.outbox.add({ ...entry, createdAt: Date.now() } as OutboxEntry);
    if (entry.kind === 'answer') {
      await candidateDb.answers.put({
        candidateId: entry.candidateId,
        questionId: entry.payload.questionId,
        selectedOptionIndex: entry.payload.selectedOptionIndex,
      });
    }
  });
}

/** The freshest token for an entry: the current session's when it is the same candidate. */
function tokenFor(entry: OutboxEntry): string {
  const session = loadSession();
  return session && session.user.id === entry.candidateId ? session.token : entry.token;
}

async function deliver(entry: OutboxEntry): Promise<OutboxResponse> {
  if (entry.kind === 'answer') {
    const { currentQuestionIndex, selectedOptionIndex } = entry.payload;
    return submitAndNext(tokenFor(entry), { currentQuestionIndex, selectedOptionIndex });
  }
  return { kind: 'result', result: await finalSubmit(tokenFor(entry), entry.payload) };
}

// One send at a time across the page (the outbox machine and a final submit may both flush).
let sending: Promise<unknown> = Promise.resolve();

/**
 * Worth keeping for later: no answer, a server error, or a token the server no longer accepts
 * (401). The answer itself is still good; the candidate's next login brings a fresh token, which
 * `tokenFor` picks up, and the login flushes the outbox. Dropping it would lose the answer.
 */
function mustKeep(error: unknown): boolean {
  return isRetryable(error) || responseStatus(error) === 401;
}

/**
 * Sends the oldest entry. Returns `more` after a definite server answer (success, or a refusal
 * such as 400/403/409, which also removes the entry and settles its waiter) and `empty` when
 * nothing is queued; throws when the entry must be tried again later (offline, timeout, 5xx, an
 * expired login), leaving it in place.
 */
export function flushNext(): Promise<'more' | 'empty'> {
  const run = sending.then(sendOldest, sendOldest);
  sending = run.catch(() => undefined);
  return run;
}

async function sendOldest(): Promise<'more' | 'empty'> {
  const entry = await candidateDb.outbox.orderBy('seq').first();
  if (!entry?.seq) return 'empty';
  let outcome: { ok: true; response: OutboxResponse } | { ok: false; error: unknown };
  try {
    outcome = { ok: true, response: await deliver(entry) };
  } catch (error) {
    if (mustKeep(error)) throw error;
    outcome = { ok: false, error };
  }
  await candidateDb.outbox.delete(entry.seq);
  const waiter = waiters.get(entry.key);
  waiters.delete(entry.key);
  if (outcome.ok) waiter?.resolve(outcome.response);
  else waiter?.reject(outcome.error);
  return 'more';
}

/**
 * Flushes until the entry `key` has had its server answer (entries before it go first). Throws,
 * leaving everything queued, when the network is not there.
 */
export async function flushUntilSettled(key: string): Promise<void> {
  for (;;) {
    const queued = await candidateDb.outbox.where('key').equals(key).count();
    if (queued === 0) return;
    if ((await flushNext()) === 'empty') return;
  }
}

const unloadMirrorKey = 'pendingFinalSubmit';

/**
 * IndexedDB writes may not finish while a page unloads; a submit intent made then is mirrored to
 * localStorage (synchronous) and moved into the outbox by `adoptMirroredSubmit` on the next load.
 */
export function mirrorSubmitIntent(entry: NewOutboxEntry): void {
  localStorage.setItem(unloadMirrorKey, JSON.stringify(entry));
}

export async function adoptMirroredSubmit(): Promise<void> {
  const raw = localStorage.getItem(unloadMirrorKey);
  if (!raw) return;
  try {
    await enqueue(JSON.parse(raw) as NewOutboxEntry);
  } finally {
    localStorage.removeItem(unloadMirrorKey);
  }
}

export async function hasPendingSubmit(candidateId: string): Promise<boolean> {
  return (
    (await candidateDb.outbox
      .where('candidateId')
      .equals(candidateId)
      .filter((e) => e.kind === 'submit')
      .count()) > 0
  );
}
