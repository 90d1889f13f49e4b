import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { AutoSubmit } from '../../../shared/contract/interview.ts';
import type { AttemptResult } from '../../../shared/contract/interview-responses.ts';
import {
  adoptMirroredSubmit,
  enqueue,
  flushNext,
  flushUntilSettled,
  hasPendingSubmit,
  knownAnswers,
  loadGivenAnswers,
  mirrorSubmitIntent,
  responseTo,
  type OutboxResponse,
} from './answer-outbox.ts';
import { loadSession } from './candidate-session.ts';
import { fetchResult, finalSubmitOnUnload, startTest, type TestStep } from './interview-api.ts';
import { isAutoSubmitReason, submitReasonLabel } from './submit-reasons.ts';
import { saveTestResult } from './test-result-store.ts';
import { isRetryable, serverMessage } from './candidate-http.ts';
import { notify } from '../../components/toast.ts';
import { answerOutboxMachine } from '../../machines/answer-outbox.machine.ts';
import {
  autoSubmitGuardMachine,
  type ObservedEvent,
} from '../../machines/auto-submit-guard.machine.ts';
import { questionTimerMachine, type TestProgress } from '../../machines/question-timer.machine.ts';

export const offlineMessage =
  'You are offline. Your answers are saved on this device and will be sent when the connection returns. The clock keeps running.';

/** A server question, with its deadline moved into this device's clock (server deadline − server now). */
function toProgress(step: TestStep | OutboxResponse, receivedAt = Date.now()): TestProgress {
  if (step.kind === 'result') return { kind: 'submitted', result: step.result };
  if (step.kind === 'submitted') return step;
  const { state } = step;
  if (!state.data) return { kind: 'all-answered' };
  return {
    kind: 'question',
    view: {
      questionId: state.data._id,
      question: state.data.question,
      options: state.data.options,
      index: state.currentQuestionIndex,
      total: state.totalQuestions,
      questionsRemaining: state.questionsRemaining,
      deadlineAt: receivedAt + (Date.parse(state.deadlineAt) - Date.parse(state.serverTime)),
    },
  };
}

async function drainOutbox() {
  while ((await flushNext()) === 'more');
}

/**
 * The interview page's effects: wires the question timer, the auto-submit guard and the answer
 * outbox to the API, IndexedDB, toasts and navigation. Every answer goes through the outbox (stored
 * before it is sent); exactly one final submission leaves, through the guard.
 */
export function useInterview() {
  const navigate = useNavigate();
  const [session] = useState(() => loadSession());
  const candidateId = session?.user.id ?? '';
  const token = session?.token ?? '';

  const outbox = useActorRef(
    answerOutboxMachine.provide({ actors: { flushNext: fromPromise(() => flushNext()) } }),
  );

  const timer = useActorRef(
    questionTimerMachine.provide({
      actors: {
        loadTest: fromPromise(async () => {
          if (!session) throw new Error('No authentication token found.');
          await adoptMirroredSubmit();
          await loadGivenAnswers(candidateId);
          const queued = await hasPendingSubmit(candidateId);
          if (queued) guard.send({ type: 'submit.queued', reason: 'reload' });
          await drainOutbox();
          if (queued) return { kind: 'submitted', result: await fetchResult(token) } as const;
          return toProgress(await startTest(token));
        }),
        submitAnswer: fromPromise(async ({ input: { view, selected } }) => {
          const key = `answer:${candidateId}:${view.index}`;
          const response = responseTo(key);
          await enqueue({
            key,
            candidateId,
            token,
            kind: 'answer',
            payload: {
              currentQuestionIndex: view.index,
              selectedOptionIndex: selected,
              questionId: view.questionId,
            },
          });
          outbox.send({ type: 'outbox.flush' });
          return toProgress(await response);
        }),
      },
    }),
  );

  const guard = useActorRef(
    autoSubmitGuardMachine.provide({
      guards: { isStillBlurred: () => !document.hasFocus() },
      actors: {
        finalSubmit: fromPromise(({ input }) => submitFinal(input.reason, input.observed)),
      },
    }),
  );

  /** Builds and sends the one final submission. The part before the first `await` runs synchronously. */
  function submitFinal(
    reason: AutoSubmit['reason'],
    observed: ObservedEvent[],
  ): Promise<AttemptResult> {
    const snapshot = timer.getSnapshot();
    const view = snapshot.context.view;
    const answers = knownAnswers(candidateId).map(({ questionId, selectedOptionIndex }) => ({
      questionId,
      selectedOptionIndex,
    }));
    const currentSent =
      snapshot.matches('sending') || answers.some((a) => a.questionId === view?.questionId);
    if (view && !currentSent && snapshot.context.selected !== null) {
      answers.push({ questionId: view.questionId, selectedOptionIndex: snapshot.context.selected });
    }
    const payload: AutoSubmit = {
      candidateId,
      reason,
      answers,
      events: observed.map((e) => ({ type: e.type, at: e.at, questionIndex: view?.index ?? null })),
    };
    const entry = {
      key: `submit:${candidateId}`,
      candidateId,
      token,
      kind: 'submit' as const,
      payload,
    };
    timer.send({ type: 'test.stop' });
    if (reason === 'reload') {
      // The page is going away: keep the intent synchronously and let the request outlive the page.
      mirrorSubmitIntent(entry);
      finalSubmitOnUnload(token, payload);
    }
    const delivered = responseTo(entry.key);
    delivered.then(
      (response) => {
        if (response.kind === 'result')
          guard.send({ type: 'submit.delivered', result: response.result });
      },
      () => {},
    );
    return (async () => {
      await enqueue(entry);
      await flushUntilSettled(entry.key);
      const response = await delivered;
      if (response.kind !== 'result') throw new Error('Unexpected response to the final submit');
      return response.result;
    })();
  }

  useEffect(() => {
    const finish = (result: AttemptResult) => {
      saveTestResult(result);
      if (isAutoSubmitReason(result.submitReason)) {
        notify.warning(`Test auto-submitted. Reason: ${submitReasonLabel(result.submitReason)}`);
      } else {
        notify.success('Test submitted successfully!');
      }
      navigate('/test-submitted', { replace: true, state: { result } });
    };
    const subscriptions = [
      timer.on('test.finish', ({ reason }) => guard.send({ type: 'submit.request', reason })),
      timer.on('test.closed', ({ result }) => finish(result)),
      timer.on('step.failed', ({ phase, error }) => {
        if (phase === 'load' && isRetryable(error)) return; // shown as the offline notice; retried on `online`
        const fallback = phase === 'load' ? 'An error occurred' : 'Failed to fetch next question';
        notify.error(
          serverMessage(error) ??
            (error instanceof Error && error.message ? error.message : fallback),
        );
      }),
      guard.on('submit.succeeded', ({ result }) => finish(result)),
      guard.on('submit.failed', ({ reason, error }) => {
        // The submission stays queued; hand it to the outbox, whose back-off keeps trying. Left
        // alone it waited for an `online` event or a reload, which never come when the network
        // stayed up and only the request failed (a dropped connection, a server restarting).
        outbox.send({ type: 'outbox.flush' });
        notify.error(
          isAutoSubmitReason(reason)
            ? 'Auto-submit failed.'
            : (serverMessage(error) ?? 'Failed to submit test.'),
        );
      }),
    ];
    const onOnline = () => {
      outbox.send({ type: 'network.online' });
      timer.send({ type: 'retry' });
    };
    window.addEventListener('online', onOnline);
    return () => {
      subscriptions.forEach((s) => s.unsubscribe());
      window.removeEventListener('online', onOnline);
    };
  }, [timer, guard, outbox, navigate]);

  return { timer, guard, outbox, hasSession: session !== null };
}
