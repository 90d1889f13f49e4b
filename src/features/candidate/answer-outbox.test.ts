import 'fake-indexeddb/auto';
import { AxiosError, AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AutoSubmit } from '../../../shared/contract/interview.ts';
import {
  drainOutbox,
  keepSubmitThroughUnload,
  prepareTest,
  sendNext,
  storeEntry,
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
    return { kind: 'submitted', result: { finalResult: '50%' }, kept: false };
  },
  finalSubmitOnUnload: () => sent.push('keepalive'),
}));

const answer = (index: number, selected: number | null = 1) => ({
  key: `answer:c1:${index}`,
  candidateId: 'c1',
  token: 't',
  deviceId: 'device-0001',
  kind: 'answer' as const,
  payload: {
    currentQuestionIndex: index,
    selectedOptionIndex: selected,
    questionId: `q${index}`,
    givenAfterMs: 5000,
  },
});
const submit = (reason: AutoSubmit['reason']) => ({
  key: 'submit:c1',
  candidateId: 'c1',
  token: 't',
  deviceId: 'device-0001',
  kind: 'submit' as const,
  payload: { candidateId: 'c1', answers: [], reason, events: [] },
});

describe('the answer outbox (IndexedDB)', () => {
  beforeEach(async () => {
    await candidateDb.outbox.clear();
    await candidateDb.answers.clear();
    sent.length = 0;
    networkUp = true;
    rejectWith = null;
    localStorage.clear();
  });

  it('keeps every entry, in order, until the server has answered it', async () => {
    networkUp = false;
    expect(await storeEntry(answer(0))).toBe(1);
    await storeEntry(answer(1));
    expect(await storeEntry(submit('tab-hidden'))).toBe(3);
    await expect(sendNext()).rejects.toThrow('Network Error');
    expect(await candidateDb.outbox.count()).toBe(3);
    networkUp = true;
    expect(await sendNext()).toMatchObject({ kind: 'delivered', key: 'answer:c1:0', queued: 2 });
    await drainOutbox();
    expect(sent).toEqual(['answer 0', 'answer 1', 'submit tab-hidden']);
    expect(await sendNext()).toEqual({ kind: 'empty' });
  });

  it('stores an entry once however often it comes, and remembers the answers given', async () => {
    await storeEntry(answer(0, 2));
    await storeEntry(answer(0, 2));
    expect(await candidateDb.outbox.count()).toBe(1);
    expect(await prepareTest('c1')).toEqual({
      answers: [{ questionId: 'q0', selectedOptionIndex: 2, givenAfterMs: 5000 }],
      queuedSubmitReason: null,
    });
  });

  it('drops an entry the server refused (4xx) and says so; keeps one that met a 5xx', async () => {
    rejectWith = 503;
    await storeEntry(answer(0));
    await expect(sendNext()).rejects.toThrow();
    expect(await candidateDb.outbox.count()).toBe(1);
    rejectWith = 409;
    expect(await sendNext()).toMatchObject({
      kind: 'refused',
      key: 'answer:c1:0',
      error: { response: { status: 409 } },
      queued: 0,
    });
  });

  it('keeps an entry whose login has expired (401), to send with the next login', async () => {
    rejectWith = 401;
    await storeEntry(answer(0));
    await expect(sendNext()).rejects.toMatchObject({ response: { status: 401 } });
    expect(await candidateDb.outbox.count()).toBe(1);
    rejectWith = null; // logged in again
    expect(await sendNext()).toMatchObject({ kind: 'delivered', response: { kind: 'question' } });
  });

  it('keeps a submission through an unload, and adopts it on the next page with its reason', async () => {
    await storeEntry(answer(0));
    keepSubmitThroughUnload(submit('reload'));
    expect(sent).toEqual(['keepalive']);
    expect(await prepareTest('c1')).toMatchObject({ queuedSubmitReason: 'reload' });
    expect(localStorage.getItem('pendingFinalSubmit')).toBeNull();
    await drainOutbox();
    expect(sent).toEqual(['keepalive', 'answer 0', 'submit reload']);
  });
});
