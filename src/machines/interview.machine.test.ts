import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerBusy } from './server-busy.ts';
import { fakeTestServer, httpError, networkError } from './test-support/fake-test-server.ts';

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('interviewMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the time left from the deadline and sends the choice at exactly zero, not a millisecond before', async () => {
    const api = fakeTestServer();
    const { actor, context } = api.start();
    await settle();
    expect(actor.getSnapshot().matches({ question: 'answering' })).toBe(true);
    expect(context().remainingMs).toBe(60_000);
    actor.send({ type: 'answer.select', optionIndex: 2 });
    await vi.advanceTimersByTimeAsync(20_000);
    actor.send({ type: 'answer.select', optionIndex: 3 }); // the choice made at 20 s counts
    await vi.advanceTimersByTimeAsync(39_999);
    expect(api.received).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(api.received).toMatchObject([
      {
        kind: 'answer',
        payload: { currentQuestionIndex: 0, selectedOptionIndex: 3, givenAfterMs: 20_000 },
      },
    ]);
    // The next question starts with no choice and the full minute.
    expect(context()).toMatchObject({ selected: null, remainingMs: 60_000 });
    expect(context().view?.index).toBe(1);
  });

  it('keeps one answer per question: a new choice replaces the old, the same choice clears it', async () => {
    const { actor, context } = fakeTestServer().start();
    await settle();
    actor.send({ type: 'answer.select', optionIndex: 1 });
    actor.send({ type: 'answer.select', optionIndex: 2 });
    expect(context().selected).toBe(2);
    actor.send({ type: 'answer.select', optionIndex: 2 });
    expect(context().selected).toBeNull();
  });

  it('moves on as soon as it notices the clock jumped past the deadline (a sleeping laptop)', async () => {
    const api = fakeTestServer();
    const { context } = api.start();
    await settle();
    vi.setSystemTime(Date.now() + 10 * 60_000); // the laptop slept; no timer fired meanwhile
    await vi.advanceTimersByTimeAsync(250);
    expect(api.received).toHaveLength(1);
    expect(context().view?.index).toBe(1);
  });

  it('asks for one final submission on the last question, with every answer this device gave', async () => {
    const api = fakeTestServer(2);
    const { actor, emitted } = api.start();
    await settle();
    actor.send({ type: 'answer.select', optionIndex: 0 });
    actor.send({ type: 'question.next' });
    await settle();
    actor.send({ type: 'answer.select', optionIndex: 1 });
    await vi.advanceTimersByTimeAsync(5000);
    actor.send({ type: 'question.next' });
    await settle();
    const submit = api.received.at(-1);
    expect(submit).toMatchObject({
      kind: 'submit',
      payload: {
        reason: 'completed',
        answers: [
          { questionId: 'q0', selectedOptionIndex: 0 },
          { questionId: 'q1', selectedOptionIndex: 1, givenAfterMs: 0 },
        ],
      },
    });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toMatchObject([
      {
        type: 'test.closed',
        result: { submitReason: 'completed' },
        kept: false,
        closedBefore: false,
      },
    ]);
  });

  it('says "time-up" when the last question runs out', async () => {
    const api = fakeTestServer(1);
    api.start();
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.received).toMatchObject([
      { kind: 'submit', payload: { reason: 'time-up', answers: [] } },
    ]);
  });

  it('reports an attempt that is already closed straight away, as closed before this page', async () => {
    // Issue 39, item 8: the page then goes to the result without a toast for an old submission.
    const api = fakeTestServer();
    api.server.close('tab-hidden');
    const { actor, emitted } = api.start();
    await settle();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toMatchObject([
      { type: 'test.closed', result: { submitReason: 'tab-hidden' }, closedBefore: true },
    ]);
  });

  it('shows a failed load, and loads when the connection returns', async () => {
    const api = fakeTestServer();
    api.load.fail = networkError;
    const { actor, emitted, context } = api.start();
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(context().error).toBe('Network Error');
    expect(emitted).toMatchObject([{ type: 'step.failed', phase: 'load' }]);
    api.load.fail = null;
    actor.send({ type: 'network.online' });
    await settle();
    expect(actor.getSnapshot().matches({ question: 'answering' })).toBe(true);
    expect(api.calls.start).toBe(2);
  });

  it('keeps an answer the network could not take, shows it waiting, and sends it when the connection returns', async () => {
    const api = fakeTestServer();
    const { actor, context } = api.start();
    await settle();
    api.network.online = false;
    actor.send({ type: 'answer.select', optionIndex: 1 });
    actor.send({ type: 'question.next' });
    await settle();
    expect(actor.getSnapshot().matches({ question: 'sending' })).toBe(true);
    expect(context().outbox).toMatchObject({ queued: 1, stalled: true, stalledSince: Date.now() });
    await vi.advanceTimersByTimeAsync(20_000); // back-off retries, all failing
    expect(api.store).toHaveLength(1);
    api.network.online = true;
    actor.send({ type: 'network.online' });
    await settle();
    expect(context().view?.index).toBe(1);
    expect(context().outbox).toMatchObject({ queued: 0, stalled: false, stalledSince: null });
  });

  it('shows a refused answer with its reason and sends it again on request', async () => {
    const api = fakeTestServer();
    const { actor, emitted, context } = api.start();
    await settle();
    api.network.failNext = () =>
      httpError(400, 'selectedOptionIndex is not an option of this question');
    actor.send({ type: 'question.next' });
    await settle();
    expect(actor.getSnapshot().matches({ question: 'sendFailed' })).toBe(true);
    expect(context().error).toBe('selectedOptionIndex is not an option of this question');
    expect(emitted).toMatchObject([{ type: 'step.failed', phase: 'answer' }]);
    actor.send({ type: 'test.retry' });
    await settle();
    expect(context().view?.index).toBe(1);
  });

  it('finishes a submission an earlier page queued (a reload) without starting the test again', async () => {
    const api = fakeTestServer();
    api.prepared.queuedSubmitReason = 'reload';
    api.store.push({
      key: 'submit:c1',
      candidateId: 'c1',
      token: 'token-1',
      deviceId: 'device-0001',
      kind: 'submit',
      payload: { candidateId: 'c1', reason: 'reload', answers: [], events: [] },
    });
    const { actor, emitted } = api.start();
    await settle();
    expect(api.calls.start).toBe(0);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toMatchObject([{ type: 'test.closed', result: { submitReason: 'reload' } }]);
  });

  it('keeps the answers through an expired login (401) and sends them with the next one', async () => {
    const api = fakeTestServer();
    const { actor, context } = api.start();
    await settle();
    api.network.failNext = () => httpError(401, 'Your session has expired. Please log in again.');
    actor.send({ type: 'question.next' });
    await settle();
    expect(context().outbox.stalled).toBe(true);
    expect((context().outbox.lastError as { status: number }).status).toBe(401);
    expect(api.store).toHaveLength(1); // nothing dropped
    await vi.advanceTimersByTimeAsync(1000); // the back-off tries again (a new login's token)
    expect(context().view?.index).toBe(1);
  });

  it('lands on the result, with the answer marked as kept, after an outage that outlasted the test', async () => {
    const api = fakeTestServer();
    const { actor, context, emitted } = api.start();
    await settle();
    await vi.advanceTimersByTimeAsync(57_000);
    api.network.online = false;
    actor.send({ type: 'answer.select', optionIndex: 2 }); // ticked at 0:03 left, offline
    await vi.advanceTimersByTimeAsync(3000); // time up: the choice goes to the outbox
    expect(actor.getSnapshot().matches({ question: 'sending' })).toBe(true);
    expect(context().remainingMs).toBe(0);
    await vi.advanceTimersByTimeAsync(200_000);
    api.server.close('connection-lost'); // the sweeper closed the attempt meanwhile
    api.network.online = true;
    actor.send({ type: 'network.online' });
    await settle();
    expect(api.received).toMatchObject([
      { kind: 'answer', payload: { selectedOptionIndex: 2, givenAfterMs: 57_000 } },
    ]);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toMatchObject([
      { type: 'test.closed', kept: true, result: { submitReason: 'connection-lost' } },
    ]);
  });

  it('submits once when two triggers arrive in the same tick; the first gives the reason', async () => {
    const api = fakeTestServer();
    const { actor, context } = api.start();
    await settle();
    actor.send({ type: 'answer.select', optionIndex: 3 });
    actor.send({ type: 'trigger.hidden' });
    actor.send({ type: 'trigger.unload' });
    actor.send({ type: 'trigger.navigation' });
    await settle();
    const submits = api.received.filter((e) => e.kind === 'submit');
    expect(submits).toHaveLength(1);
    expect(submits[0]?.payload).toMatchObject({
      reason: 'tab-hidden',
      answers: [{ questionId: 'q0', selectedOptionIndex: 3 }],
    });
    expect(context().answers).toHaveLength(1);
  });

  it('keeps a refresh-or-close submission through the unload, synchronously', async () => {
    const api = fakeTestServer();
    const { actor, emitted } = api.start();
    await settle();
    actor.send({ type: 'trigger.unload' });
    // Before any timer or promise runs: the page may be gone by then.
    expect(emitted).toMatchObject([
      { type: 'submit.unloading', entry: { key: 'submit:c1', payload: { reason: 'reload' } } },
    ]);
  });

  it('keeps a failed submission queued, says so once, and completes it when it goes through', async () => {
    const api = fakeTestServer();
    const { actor, emitted } = api.start();
    await settle();
    api.network.online = false;
    actor.send({ type: 'trigger.hidden' });
    await settle();
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(emitted).toMatchObject([{ type: 'submit.stalled', reason: 'tab-hidden' }]);
    actor.send({ type: 'trigger.navigation' }); // ignored: one submission
    api.network.online = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.received.filter((e) => e.kind === 'submit')).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('stops, sending nothing more, when another window takes the test over', async () => {
    const api = fakeTestServer();
    api.server.respond = () => ({ kind: 'taken-over' });
    const { actor, emitted } = api.start();
    await settle();
    actor.send({ type: 'question.next' });
    await settle();
    expect(actor.getSnapshot().value).toBe('takenOver');
    expect(emitted).toMatchObject([{ type: 'test.takenOver' }]);
    actor.send({ type: 'trigger.hidden' });
    await settle();
    expect(api.store).toEqual([]);
  });

  it('shows a busy server as busy, not offline, and sends the answer after the wait it asked for', async () => {
    const api = fakeTestServer();
    const { actor, context } = api.start();
    await settle();
    api.network.busyFor = 4000;
    actor.send({ type: 'answer.select', optionIndex: 1 });
    actor.send({ type: 'question.next' });
    await settle();
    expect(context().outbox).toMatchObject({ queued: 1, stalled: true, busy: true });
    api.network.busyFor = null;
    await vi.advanceTimersByTimeAsync(3999);
    expect(api.received).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.received).toMatchObject([{ kind: 'answer', payload: { selectedOptionIndex: 1 } }]);
    expect(context().outbox).toMatchObject({ queued: 0, stalled: false, busy: false });
    expect(context().view?.index).toBe(1);
  });

  it('loads the test again by itself after the wait a busy server asked for', async () => {
    const api = fakeTestServer();
    api.load.fail = () => new ServerBusy('Our server is very busy.', 5000);
    const { actor, context, emitted } = api.start();
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(context().loadRetryMs).toBe(5000);
    api.load.fail = null;
    await vi.advanceTimersByTimeAsync(4999);
    expect(api.calls.start).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls.start).toBe(2);
    expect(actor.getSnapshot().matches({ question: 'answering' })).toBe(true);
    expect(context().loadRetryMs).toBeNull();
    expect(emitted).toMatchObject([{ type: 'step.failed', phase: 'load' }]);
  });

  it('waits in line before the clock, shows each new place, and starts the full minute once admitted', async () => {
    const api = fakeTestServer();
    const inLine = (place: number) => () =>
      new ServerBusy('You are in line.', 1000, undefined, { place, waitSeconds: place * 2 });
    api.load.fail = inLine(2);
    const { actor, context, emitted } = api.start();
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(context()).toMatchObject({ queue: { place: 2, waitSeconds: 4 }, loadRetryMs: 1000 });

    // Asked again after the server's wait: a place nearer the front.
    api.load.fail = inLine(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.calls.start).toBe(2);
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(context().queue).toEqual({ place: 1, waitSeconds: 2 });

    // Admitted: the first question, with its whole minute (the wait in line did not count).
    api.load.fail = null;
    await vi.advanceTimersByTimeAsync(999);
    expect(context().queue).toEqual({ place: 1, waitSeconds: 2 }); // still shown until the answer
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls.start).toBe(3);
    expect(actor.getSnapshot().matches({ question: 'answering' })).toBe(true);
    expect(context()).toMatchObject({ queue: null, loadRetryMs: null, remainingMs: 60_000 });
    expect(context().view?.index).toBe(0);
    expect(emitted.map((e) => e.type)).toEqual(['step.failed', 'step.failed']);
  });

  it('keeps the place on screen while it asks again, and drops it for any other failure', async () => {
    const api = fakeTestServer();
    api.load.fail = () =>
      new ServerBusy('You are in line.', 1000, undefined, { place: 5, waitSeconds: null });
    const { actor, context } = api.start();
    await settle();
    expect(context().queue).toEqual({ place: 5, waitSeconds: null });
    // Between the wait and the answer (preparing, starting) the page still has the place to show.
    const askingAgain: unknown[] = [];
    actor.subscribe((s) => {
      if (!s.matches('loadFailed')) askingAgain.push(s.context.queue?.place);
    });
    api.load.fail = () => httpError(500, 'Internal Server Error');
    await vi.advanceTimersByTimeAsync(1000);
    expect(askingAgain.length).toBeGreaterThan(0);
    expect(askingAgain.every((place) => place === 5)).toBe(true);
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(context()).toMatchObject({ queue: null, loadRetryMs: null });
  });
});
