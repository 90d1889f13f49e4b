import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { notify } from '../../components/toast.ts';
import { answerOutboxMachine } from '../../machines/answer-outbox.machine.ts';
import { autoSubmitGuardMachine } from '../../machines/auto-submit-guard.machine.ts';
import { interviewMachine } from '../../machines/interview.machine.ts';
import { keepSubmitThroughUnload, prepareTest, sendNext, storeEntry } from './answer-outbox.ts';
import { isServerBusy } from '../../machines/server-busy.ts';
import { asServerBusy, isRetryable, serverMessage } from './candidate-http.ts';
import type { CandidateUser } from './candidate-session.ts';
import { startTest } from './interview-api.ts';
import { isAutoSubmitReason, submitReasonLabel } from '../../lib/submit-reasons.ts';
import { testDeviceId } from './test-device.ts';
import { saveTestResult } from './test-result-store.ts';

const machine = interviewMachine.provide({
  actors: {
    prepareTest: fromPromise(({ input }) => prepareTest(input.candidateId)),
    // A busy server's 503 becomes a `ServerBusy`: the machine loads again after its Retry-After.
    startTest: fromPromise(({ input }) =>
      startTest(input.token, input.deviceId).catch((error: unknown) => {
        throw asServerBusy(error);
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

const failureText = (error: unknown, fallback: string) =>
  serverMessage(error) ?? (error instanceof Error && error.message ? error.message : fallback);

/**
 * The test page's effects for `interviewMachine`: IndexedDB and the API for its actors, and the
 * toasts and navigation for what it emits. The machine does the rest.
 */
export function useInterview(session: { user: CandidateUser; token: string }) {
  const navigate = useNavigate();
  const actor = useActorRef(machine, {
    input: { candidateId: session.user.id, token: session.token, deviceId: testDeviceId() },
  });

  useEffect(() => {
    const subscriptions = [
      actor.on('test.closed', ({ result, kept }) => {
        notify.dismiss(stalledToastId);
        saveTestResult(result);
        if (isAutoSubmitReason(result.submitReason))
          notify.warning(`Test auto-submitted. Reason: ${submitReasonLabel(result.submitReason)}`);
        else notify.success('Test submitted successfully!');
        navigate('/test-submitted', { replace: true, state: { result, kept } });
      }),
      actor.on('step.failed', ({ phase, error }) => {
        // The page says offline (retried on `online`) or busy (retried after the server's wait).
        if (phase === 'load' && (isRetryable(error) || isServerBusy(error))) return;
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
