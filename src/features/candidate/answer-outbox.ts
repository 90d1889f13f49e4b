import type { Delivery } from '../../machines/answer-outbox.machine.ts';
import type { PreparedTest } from '../../machines/interview-types.ts';
import type { NewOutboxEntry } from '../../machines/outbox-entry.ts';
import { candidateDb, type OutboxEntry } from './candidate-db.ts';
import { forgetConnectionEvents, withConnectionEvents } from './connection-log.ts';
import { asServerBusy, isRetryable, responseStatus } from './candidate-http.ts';
import { loadSession } from './candidate-session.ts';
import { finalSubmit, finalSubmitOnUnload, submitAndNext } from './interview-api.ts';

/**
 * The answer outbox's storage and delivery; `answerOutboxMachine` decides when. Entries are sent
 * strictly in order, one at a time, and leave the store only when the server has answered them.
 */

/** Stores the entry with strict durability (a known key is kept once); resolves with the count. */
export async function storeEntry(entry: NewOutboxEntry): Promise<number> {
  await candidateDb.transaction('rw', candidateDb.outbox, candidateDb.answers, async () => {
    if (await candidateDb.outbox.where('key').equals(entry.key).count()) return;
    await candidateDb.outbox.add({ ...entry, createdAt: Date.now() });
    if (entry.kind === 'answer') {
      const { questionId, selectedOptionIndex, givenAfterMs, givenAt } = entry.payload;
      await candidateDb.answers.put({
        candidateId: entry.candidateId,
        questionId,
        selectedOptionIndex,
        givenAfterMs: givenAfterMs ?? null,
        ...(givenAt === null || givenAt === undefined ? {} : { givenAt }),
      });
    }
  });
  return candidateDb.outbox.count();
}

/** The freshest token for an entry: the current session's when it is the same candidate. */
function tokenFor(entry: OutboxEntry): string {
  const session = loadSession();
  return session && session.user.id === entry.candidateId ? session.token : entry.token;
}

function deliver(entry: OutboxEntry) {
  const device = entry.deviceId ?? null;
  if (entry.kind === 'answer') {
    const { currentQuestionIndex, selectedOptionIndex, givenAfterMs, givenAt } = entry.payload;
    return submitAndNext(
      tokenFor(entry),
      { currentQuestionIndex, selectedOptionIndex, givenAfterMs, givenAt },
      device,
    );
  }
  // What the page saw since it last reported (an offline period above all) goes with the final
  // submit, its last chance: the `online` that ended the outage comes just before this send.
  return finalSubmit(
    tokenFor(entry),
    withConnectionEvents(entry.payload, entry.candidateId),
    device,
  );
}

/**
 * Worth keeping for later: no answer, a server error, or a token the server no longer accepts
 * (401). The answer itself is still good; the candidate's next login brings a fresh token, which
 * `tokenFor` picks up, and the login sends the outbox. Dropping it would lose the answer.
 */
function mustKeep(error: unknown): boolean {
  return isRetryable(error) || responseStatus(error) === 401;
}

/** Sends the oldest entry; throws, keeping it, when it must be tried again later. */
export async function sendNext(): Promise<Delivery> {
  const entry = await candidateDb.outbox.orderBy('seq').first();
  if (!entry?.seq) return { kind: 'empty' };
  let delivery: Delivery;
  try {
    delivery = { kind: 'delivered', key: entry.key, response: await deliver(entry), queued: 0 };
    if (entry.kind === 'submit') forgetConnectionEvents(entry.candidateId);
  } catch (error) {
    // Kept, and sent again later: after the server's own wait when it said it is busy.
    if (mustKeep(error)) throw asServerBusy(error);
    delivery = { kind: 'refused', key: entry.key, error, queued: 0 };
  }
  await candidateDb.outbox.delete(entry.seq);
  return { ...delivery, queued: await candidateDb.outbox.count() };
}

/** Sends whatever is queued, until the store is empty or the network fails (the login page). */
export async function drainOutbox(): Promise<void> {
  try {
    while ((await sendNext()).kind !== 'empty');
  } catch {
    // Offline still: the test page sends it later.
  }
}

const unloadMirrorKey = 'pendingFinalSubmit';

/**
 * The final submit of a page that is unloading (refresh or close): IndexedDB writes may not finish
 * then, so the intent is mirrored to localStorage (synchronous) and moved into the outbox on the
 * next load; and it is sent with `keepalive`, so the request outlives the page.
 */
export function keepSubmitThroughUnload(entry: NewOutboxEntry): void {
  if (entry.kind !== 'submit') return;
  // The events seen so far travel with the intent (the page may not come back to send them).
  const kept = { ...entry, payload: withConnectionEvents(entry.payload, entry.candidateId) };
  forgetConnectionEvents(entry.candidateId);
  localStorage.setItem(unloadMirrorKey, JSON.stringify(kept));
  finalSubmitOnUnload(kept.token, kept.payload, kept.deviceId);
}

/** Before a test page goes on: the mirrored intent adopted, this device's answers, a queued submit. */
export async function prepareTest(candidateId: string): Promise<PreparedTest> {
  const mirrored = localStorage.getItem(unloadMirrorKey);
  if (mirrored) {
    try {
      await storeEntry(JSON.parse(mirrored) as NewOutboxEntry);
    } finally {
      localStorage.removeItem(unloadMirrorKey);
    }
  }
  const answers = await candidateDb.answers.where('candidateId').equals(candidateId).toArray();
  const submit = await candidateDb.outbox
    .where('candidateId')
    .equals(candidateId)
    .filter((e) => e.kind === 'submit')
    .first();
  return {
    answers: answers.map(({ questionId, selectedOptionIndex, givenAfterMs, givenAt }) => ({
      questionId,
      selectedOptionIndex,
      givenAfterMs: givenAfterMs ?? null,
      ...(givenAt === null || givenAt === undefined ? {} : { givenAt }),
    })),
    queuedSubmitReason: submit?.kind === 'submit' ? submit.payload.reason : null,
  };
}
