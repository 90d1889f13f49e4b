import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { loadSession } from './candidate-session.ts';
import {
  logTime,
  uploadPracticalZip,
  uploadWhenServerFree,
  type PracticalData,
} from './practical-api.ts';
import { serverMessage } from './candidate-http.ts';
import { formatHoursMinutesSeconds } from '../../../shared/time-format.ts';
import { notify } from '../../components/toast.ts';
import { practicalCountdownMachine } from '../../machines/practical-countdown.machine.ts';

/** Asks the server for the round's state, noting when the question left and the answer arrived. */
async function fetchPracticalClock(
  token: string | undefined,
  onData: (data: PracticalData) => void,
) {
  if (!token) throw new Error('No authentication token found.');
  try {
    const sentAt = Date.now();
    const fresh = await logTime(token);
    const receivedAt = Date.now();
    onData(fresh);
    return { leftSeconds: fresh.left_seconds, sentAt, receivedAt };
  } catch (error) {
    throw new Error(
      serverMessage(error) ?? (error instanceof Error ? error.message : 'Request failed'),
      {
        cause: error,
      },
    );
  }
}

type UploadState =
  | { status: 'idle' }
  /** `retryInSeconds`: the server was busy with other uploads; this one goes again in that long. */
  | { status: 'uploading'; percent: number; retryInSeconds?: number }
  | { status: 'failed' };

/** The practical round page's effects: the countdown against the server, and the upload. */
export function usePracticalRound() {
  const navigate = useNavigate();
  const [session] = useState(() => loadSession());
  const [data, setData] = useState<PracticalData | null>(null);
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });

  const countdown = useActorRef(
    practicalCountdownMachine.provide({
      actors: {
        fetchClock: fromPromise(() => fetchPracticalClock(session?.token, setData)),
      },
    }),
  );
  const leftMs = useSelector(countdown, (s) => s.context.leftMs);
  const timeUp = useSelector(countdown, (s) => s.matches({ counting: 'timeUp' }));
  const loadError = useSelector(countdown, (s) => (s.matches('failed') ? s.context.error : null));
  // The server's clock adopted: until then `leftMs` is a placeholder 0, not "time up".
  const clockKnown = useSelector(countdown, (s) => s.matches('counting'));

  // A reload or a laptop waking up: ask the server again instead of trusting this clock.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') countdown.send({ type: 'clock.resync' });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [countdown]);

  useEffect(() => {
    if (data?.submitted) navigate('/practical-submit', { replace: true });
  }, [data?.submitted, navigate]);

  async function submit(file: File, reasonForDelay: string) {
    if (!session) return;
    setUpload({ status: 'uploading', percent: 0 });
    try {
      const receipt = await uploadWhenServerFree(
        () =>
          uploadPracticalZip(
            session.token,
            {
              file,
              timer: formatHoursMinutesSeconds(leftMs),
              reasonForDelay: reasonForDelay.trim() || undefined,
            },
            (percent) => setUpload({ status: 'uploading', percent }),
          ),
        (retryInSeconds) => setUpload({ status: 'uploading', percent: 0, retryInSeconds }),
      );
      notify.success('File uploaded successfully!');
      navigate('/practical-submit', { replace: true, state: { receipt: receipt.data } });
    } catch (error) {
      setUpload({ status: 'failed' });
      notify.error(serverMessage(error) ?? 'Upload failed!');
    }
  }

  /** A new file chosen: a failed upload's "Retry" no longer applies. */
  const resetUpload = () =>
    setUpload((current) => (current.status === 'failed' ? { status: 'idle' } : current));

  return {
    data,
    leftMs,
    timeUp,
    loadError,
    upload,
    submit,
    resetUpload,
    loading: (data === null || !clockKnown) && !loadError,
  };
}
