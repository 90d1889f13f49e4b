import { useId, useState, type ReactNode } from 'react';
import type { CandidateProgress } from '../../../shared/contract/interview-responses.ts';
import { NoticeSections } from '../../components/notice-sections.tsx';
import { acknowledgeNotice } from './interview-api.ts';
import { responseStatus, serverMessage } from './candidate-http.ts';

type Notice = CandidateProgress['notice'];

/**
 * The privacy notice before a round's first start (issue 40): what is collected and why, for how
 * long, who sees it, the candidate's rights and whom to write to, then "I have read this notice"
 * and Continue, which records the version read. `onAcknowledged` shows the rules; a notice that
 * changed meanwhile (409) calls `onChanged`, which loads the new one. `actions` (Log out) stay
 * beside Continue, so a candidate who does not go on is never stuck here.
 */
export function PrivacyNoticeCard({
  token,
  notice,
  onAcknowledged,
  onChanged,
  actions,
}: {
  token: string;
  notice: Notice;
  onAcknowledged: (version: string) => void;
  onChanged: () => void;
  actions?: ReactNode;
}) {
  const id = useId();
  const [read, setRead] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { content } = notice;

  async function acknowledge() {
    if (!read) {
      setProblem('Please tick “I have read this notice” first.');
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await acknowledgeNotice(token, notice.version);
      onAcknowledged(notice.version);
    } catch (error) {
      setSending(false);
      if (responseStatus(error) === 409) {
        onChanged();
        return;
      }
      setProblem(
        serverMessage(error) ??
          'Your answer could not be sent: you may be offline. Check your connection, then press Continue again.',
      );
    }
  }

  return (
    <section className="candidate-card privacy-notice" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{content.title}</h1>
      <p className="candidate-muted">Please read this before you start.</p>
      <p>{content.intro}</p>
      <NoticeSections sections={content.sections} idPrefix={`${id}-s`} Heading="h2" />
      <p className="privacy-notice__check">
        <input
          id={`${id}-read`}
          type="checkbox"
          checked={read}
          onChange={(event) => {
            setRead(event.target.checked);
            if (event.target.checked) setProblem(null);
          }}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <label htmlFor={`${id}-read`}>I have read this notice</label>
      </p>
      {problem && (
        <p id={`${id}-problem`} className="candidate-error candidate-error--block" role="alert">
          {problem}
        </p>
      )}
      <div className="interview__actions interview__actions--split">
        {actions}
        <button
          type="button"
          className="button button--primary button--large"
          aria-disabled={sending}
          onClick={() => void (sending || acknowledge())}
        >
          {sending ? 'Sending...' : 'Continue'}
        </button>
      </div>
    </section>
  );
}

/**
 * Whether the notice must be read before this round's start: only a round not started yet (a
 * resume never waits on it: its clock runs) and only until the version in force is acknowledged.
 */
export function noticeIsDue(notice: Notice | undefined, roundNotStarted: boolean): boolean {
  return roundNotStarted && notice !== undefined && notice.acknowledgedVersion !== notice.version;
}

/**
 * The server could not say whether the notice was read (offline, or it failed): the page goes on
 * showing the rules, and this says why the start may still ask for the notice, with a way to ask
 * again.
 */
export function NoticeUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <p className="candidate-notice" role="status">
      We could not load the privacy notice you need to read before your first start: you may be
      offline.{' '}
      <button type="button" className="button button--ghost" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
