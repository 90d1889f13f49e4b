import 'fake-indexeddb/auto';
import { AxiosError, AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AutoSubmit } from '../../../shared/contract/interview.ts';
import {
  adoptMirroredSubmit,
  enqueue,
  flushNext,
  flushUntilSettled,
  knownAnswers,
  loadGivenAnswers,
  mirrorSubmitIntent,
  responseTo,
} from './answer-outbox.ts';
import { candidateDb } from './candidate-db.ts';

const sent: string[] = [];
let networkUp = true;
let rejectWith: number | null = null;

function httpError(status: number | null): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(
    status ? 'Request failed' : 'Network Error',
    status ? 'ERR_BAD_REQUEST' : 'ERR_NETWORK',
    config,
    undefined,
    status ? { status, data: { message: 'nope' }, statusText: '', headers: {}, config } : undefined,
  );
}

vi.mock('./interview-api.ts', () => ({
  submitAndNext: async (_token: string, body: { currentQuestionIndex: number }) => {
    if (!networkUp) throw httpError(null);
    if (rejectWith) throw httpError(rejectWith);
    sent.push(`answer ${body.currentQuestionIndex}`);
    return { kind: 'question', state: { currentQuestionIndex: body.currentQuestionIndex + 1 } };
  },
  finalSubmit: async (_token: string, body: AutoSubmit) => {
    if (!networkUp) throw httpError(null);
    sent.push(`submit ${body.reason}`);
    return { finalResult: '50%' };
  },
}));

const answer = (index: number, selected: number | null = 1) => ({
  key: `answer:c1:${index}`,
  candidateId: 'c1',
  token: 't',
  kind: 'answer' as const,
  payload: { currentQuestionIndex: index, selectedOptionIndex: selected, questionId: `q${index}` },
});
const submit = (reason: AutoSubmit['reason']) => ({
  key: 'submit:c1',
  candidateId: 'c1',
  token: 't',
  kind: 'submit' as const,
  payload: { candidateId: 'c1', answers: [], reason, events: [] },
});

async function drain() {
  while ((await flushNext()) === 'more');
}

describe('the answer outbox (IndexedDB)', () => {
  beforeEach(async () => {
    await candidateDb.outbox.clear();
    await candidateDb.answers.clear();
    await loadGivenAnswers('c1'); // resets the in-memory copy too
    sent.length = 0;
    networkUp = true;
    rejectWith = null;
    localStorage.clear();
  });

  it('keeps every entry, in order, until the server has answered it', async () => {
    networkUp = false;
    await enqueue(answer(0));
    await enqueue(answer(1));
    await enqueue(submit('tab-hidden'));
    await expect(flushNext()).rejects.toThrow('Network Error');
    expect(await candidateDb.outbox.count()).toBe(3);
    networkUp = true;
    await drain();
    expect(sent).toEqual(['answer 0', 'answer 1', 'submit tab-hidden']);
    expect(await candidateDb.outbox.count()).toBe(0);
  });

  it('stores an entry once however often it is enqueued, and remembers the answers given', async () => {
    await enqueue(answer(0, 2));
    await enqueue(answer(0, 2));
    expect(await candidateDb.outbox.count()).toBe(1);
    const expected = [{ candidateId: 'c1', questionId: 'q0', selectedOptionIndex: 2 }];
    expect(knownAnswers('c1')).toEqual(expected);
    expect(await loadGivenAnswers('c1')).toEqual(expected);
  });

  it("hands the server's answer to whoever waits for it, even when several flush at once", async () => {
    const response = responseTo('answer:c1:0');
    await enqueue(answer(0));
    await Promise.all([flushNext(), flushNext(), flushNext()]);
    expect(await response).toMatchObject({ kind: 'question', state: { currentQuestionIndex: 1 } });
    expect(sent).toEqual(['answer 0']);
  });

  it('drops an entry the server refused (4xx) and passes the refusal on; retries a 5xx', async () => {
    rejectWith = 503;
    await enqueue(answer(0));
    await expect(flushNext()).rejects.toThrow();
    expect(await candidateDb.outbox.count()).toBe(1);
    rejectWith = 409;
    const response = responseTo('answer:c1:0');
    await flushNext();
    await expect(response).rejects.toMatchObject({ response: { status: 409 } });
    expect(await candidateDb.outbox.count()).toBe(0);
  });

  it('keeps an entry whose login has expired (401), to send with the next login', async () => {
    rejectWith = 401;
    await enqueue(answer(0));
    const response = responseTo('answer:c1:0');
    await expect(flushNext()).rejects.toMatchObject({ response: { status: 401 } });
    expect(await candidateDb.outbox.count()).toBe(1);
    rejectWith = null; // logged in again
    await drain();
    await expect(response).resolves.toMatchObject({ kind: 'question' });
    expect(sent).toEqual(['answer 0']);
  });

  it('flushes up to a given entry, and throws while offline', async () => {
    await enqueue(answer(0));
    await enqueue(submit('completed'));
    networkUp = false;
    await expect(flushUntilSettled('submit:c1')).rejects.toThrow();
    networkUp = true;
    await flushUntilSettled('submit:c1');
    expect(sent).toEqual(['answer 0', 'submit completed']);
  });

  it('adopts a submit intent mirrored to localStorage while the page unloaded', async () => {
    mirrorSubmitIntent(submit('reload'));
    await adoptMirroredSubmit();
    expect(localStorage.getItem('pendingFinalSubmit')).toBeNull();
    await drain();
    expect(sent).toEqual(['submit reload']);
  });
});
