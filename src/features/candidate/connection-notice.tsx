import { Link } from 'react-router-dom';
import { formatMinutesSeconds } from '../../../shared/time-format.ts';
import { useElapsed } from '../../hooks/use-elapsed.ts';
import { useOfflineSince } from '../../hooks/use-online-status.ts';
import type { OutboxStatus } from '../../machines/interview.machine.ts';
import { responseStatus } from './candidate-http.ts';

const kept =
  'Your answers are kept on this device. When the connection returns they will be sent, and HR will see when each was given.';

/**
 * Where the candidate stands when answers cannot be sent: offline (no network), the server out
 * of reach (network up) or busy (it answered 503 and a wait; retried after it), for how long, how many answers wait on this device, and what happens
 * next; or that the login must be renewed. The elapsed time ticks on screen only: a screen reader
 * hears the notice politely when it appears and when what it says changes, never every second.
 */
export function ConnectionNotice({
  online,
  outbox,
  questionClosed,
}: {
  online: boolean;
  outbox: OutboxStatus;
  /** The question's time is up while its answer waits on the device. */
  questionClosed: boolean;
}) {
  const loginExpired = outbox.stalled && responseStatus(outbox.lastError) === 401;
  const offlineSince = useOfflineSince();
  const since = outbox.stalledSince ?? (online ? null : offlineSince);
  const elapsed = formatMinutesSeconds(useElapsed(since));
  if (loginExpired) {
    return (
      <p className="candidate-notice" role="alert">
        Your login has expired. Your answers are kept on this device and will be sent when you{' '}
        <Link to="/login">log in again</Link> with the same one-time ID; the test then resumes.
      </p>
    );
  }
  if (since === null) return null;
  const waiting =
    outbox.queued > 0
      ? ` ${outbox.queued} ${outbox.queued === 1 ? 'answer is' : 'answers are'} safe on this device.`
      : '';
  // A busy server answered (503 with a wait): not a broken connection, and it is tried again.
  const busy = online && outbox.busy;
  const where = busy
    ? 'Our server is very busy'
    : online
      ? 'We cannot reach our server'
      : 'You are offline';
  const connection = busy
    ? ' Your connection works; our server asked us to wait a few seconds, and we are retrying.'
    : online
      ? ' Your connection works; our server is not answering yet.'
      : '';
  const closed =
    'Time is up for this question. Your answer is kept on this device and will be sent.';
  return (
    <>
      {/* Read once as it happens, and again only when it changes (not the ticking counter). */}
      <p className="visually-hidden" role="status" aria-atomic="true">
        {`${where}.${waiting} ${kept}${questionClosed ? ` ${closed}` : ''}`}
      </p>
      <div className="candidate-notice">
        <p>
          <strong>
            {where} ({elapsed}).
          </strong>
          {waiting}
        </p>
        <p>
          {kept}
          {connection} The clock keeps running.
        </p>
        {questionClosed && <p>{closed}</p>}
      </div>
    </>
  );
}
