import { useActorRef } from '@xstate/react';
import { isAxiosError } from 'axios';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { notify } from '../../components/toast.ts';
import { answerOutboxMachine } from '../../machines/answer-outbox.machine.ts';
import { autoSubmitGuardMachine } from '../../machines/auto-submit-guard.machine.ts';
import { interviewMachine } from '../../machines/interview.machine.ts';
import { keepSubmitThroughUnload, prepareTest, sendNext, storeEntry } from './answer-outbox.ts';
import { isServerBusy } from '../../machines/server-busy.ts';
import { asServerBusy, serverMessage } from './candidate-http.ts';
import type { CandidateUser } from './candidate-session.ts';
import { startTest } from './interview-api.ts';
import { isAutoSubmitReason, submitReasonLabel } from '../../lib/submit-reasons.ts';
import { testDeviceId } from './test-device.ts';
import { usePresence } from './use-presence.ts';
import { saveTestResult } from './test-result-store.ts';

const machine = interviewMachine.provide({
  actors: {
    prepareTest: fromPromise(({ input }) => prepareTest(input.candidateId)),
    startTest: fromPromise(({ input }) =>
      startTest(input.token, input.deviceId).catch((error: unknown) => {
        throw loadFailure(error);
      }),
    ),
    answerOutbox: answerOutboxMachine.provide({
      actors: {
        storeEntry: fromPromise(({ input }) => storeEntry(input)),
        sendNext: fromPromise(() => sendNext()),
      },
    }),
    autoSubmitGuard: autoSubmitGuardMachine.provide({
      guards: { isStillBlurred: () => !document.hasFocus() },
    }),
  },
});

const stalledToastId = 'final-submit-stalled';

/** The toast for a test this page saw end: submitted, or auto-submitted and why. */
function announceEnding(submitReason: string) {
  if (isAutoSubmitReason(submitReason))
    notify.warning(`Test auto-submitted. Reason: ${submitReasonLabel(submitReason)}`);
  else notify.success('Test submitted successfully!');
}

/**
 * Why the test could not load, as the page and the toast say it (spec §8: the server's message,
 * or "An error occurred"): a busy server's 503 becomes a `ServerBusy`, which the machine loads
 * again after; any other HTTP failure an error carrying the server's words, the original as its
 * cause (the machine shows an error's message, which for axios is "Request failed with status
 * code 500"). Errors of our own (`Invalid response data`) keep theirs.
 */
function loadFailure(error: unknown): unknown {
  const busy = asServerBusy(error);
  if (busy !== error || !isAxiosError(error)) return busy;
  return new Error(serverMessage(error) ?? 'An error occurred', { cause: error });
}

const failureText = (error: unknown, fallback: string) =>
  serverMessage(error) ?? (error instanceof Error && error.message ? error.message : fallback);

/**
 * The test page's effects for `interviewMachine`: IndexedDB and the API for its actors, and the
 * toasts and navigation for what it emits. The machine does the rest.
 */
export function useInterview(session: { user: CandidateUser; token: string }) {
  const navigate = useNavigate();
  const deviceId = testDeviceId();
  const actor = useActorRef(machine, {
    input: { candidateId: session.user.id, token: session.token, deviceId },
  });
  usePresence({
    candidateId: session.user.id,
    token: session.token,
    deviceId,
    questionIndex: useCallback(() => actor.getSnapshot().context.view?.index ?? null, [actor]),
    isClosed: useCallback(() => actor.getSnapshot().status === 'done', [actor]),
    watchQuestions: useCallback(
      (onShown: () => void) => {
        let shown: number | null = null;
        const subscription = actor.subscribe((snapshot) => {
          const index = snapshot.context.view?.index ?? null;
          if (index !== null && index !== shown) {
            shown = index;
            onShown();
          }
        });
        return () => subscription.unsubscribe();
      },
      [actor],
    ),
  });

  useEffect(() => {
    // As the page decides between its connection notice and the error (interview-page.tsx).
    const showsConnectionNotice = () =>
      !navigator.onLine || actor.getSnapshot().context.outbox.stalled;
    const subscriptions = [
      actor.on('test.closed', ({ result, kept, closedBefore }) => {
        notify.dismiss(stalledToastId);
        saveTestResult(result);
        // Opened again after the test (a bookmark, a second tab): the result page says how it
        // ended; "Test submitted successfully!" again would announce a submission that is old news.
        if (!closedBefore) announceEnding(result.submitReason);
        navigate('/test-submitted', { replace: true, state: { result, kept } });
      }),
      actor.on('step.failed', ({ phase, error }) => {
        // The page says offline or out of reach (retried on `online`) or busy (retried after the
        // server's wait) in its own notice. Any other failed load, a 500 included, is the error
        // the page shows in red, and the toast says it too (spec §8).
        if (phase === 'load' && (isServerBusy(error) || showsConnectionNotice())) return;
        const fallback = {
          load: 'An error occurred',
          answer: 'Failed to fetch next question',
          submit: 'Failed to submit test.',
        }[phase];
        notify.error(failureText(error, fallback));
      }),
      actor.on('submit.stalled', ({ reason, error }) => {
        // Kept on this device and retried by the outbox; one notice, not one per retry.
        const text = isAutoSubmitReason(reason)
          ? 'Auto-submit failed.'
          : failureText(error, 'Failed to submit test.');
        notify.error(text, stalledToastId);
      }),
      actor.on('submit.unloading', ({ entry }) => keepSubmitThroughUnload(entry)),
    ];
    const onOnline = () => actor.send({ type: 'network.online' });
    window.addEventListener('online', onOnline);
    return () => {
      subscriptions.forEach((s) => s.unsubscribe());
      window.removeEventListener('online', onOnline);
    };
  }, [actor, navigate]);

  return actor;
}
