import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { noticeFirstMessage } from '../../../shared/privacy/candidate-notice.ts';
import { formatMinutesSeconds } from '../../../shared/time-format.ts';
import { useOnlineStatus } from '../../hooks/use-online-status.ts';
import { useScreenWakeLock } from '../../hooks/use-screen-wake-lock.ts';
import { ConnectionNotice } from '../../features/candidate/connection-notice.tsx';
import { PlaceInLineNotice } from '../../features/candidate/place-in-line-notice.tsx';
import { QuestionChoices } from '../../features/candidate/question-choices.tsx';
import {
  questionStartText,
  questionTimeAnnouncement,
} from '../../features/candidate/time-announcements.ts';
import { RequireCandidate } from '../../features/candidate/require-candidate.tsx';
import { useAutoSubmitTriggers } from '../../features/candidate/use-auto-submit-triggers.ts';
import { useInterview } from '../../features/candidate/use-interview.ts';
import type { CandidateUser } from '../../features/candidate/candidate-session.ts';
import './candidate.css';

/** `/interview` (spec §2, §4): one question at a time against the server's clock. */
export default function InterviewPage() {
  return <RequireCandidate>{(session) => <Interview session={session} />}</RequireCandidate>;
}

function Interview({ session }: { session: { user: CandidateUser; token: string } }) {
  const actor = useInterview(session);
  const state = useSelector(actor, (s) => s);
  const online = useOnlineStatus();
  const running = state.matches('question') || state.matches('finishing');
  useAutoSubmitTriggers(actor, running);
  useScreenWakeLock(running || state.matches('submitting'));
  const { view, selected, remainingMs, error, outbox } = state.context;
  const retry = () => actor.send({ type: 'test.retry' });

  if (state.matches('takenOver')) {
    return (
      <section className="candidate-card" aria-labelledby="taken-over-title">
        <h1 id="taken-over-title">This test continues in another window</h1>
        <p role="alert">
          Your test was opened in another browser or window, which now continues it. This window has
          stopped. Anything it still had to send is kept, and HR will see it.
        </p>
      </section>
    );
  }
  // Issue 42, a screen new to the spec: a first start in the admission line. It shows the place
  // and the wait, and that the clock has not started, in place of the "very busy" text, and has no
  // "Try again": the page asks again by itself after each wait the server gives, and a button
  // would only ask sooner. It stays while the page asks again (the machine keeps `queue` until
  // the start answers), so the place does not flash to "Loading..." every few seconds.
  if (state.context.queue && !view) {
    return (
      <section className="candidate-card">
        <h1>MCQ Test</h1>
        <PlaceInLineNotice queue={state.context.queue} />
      </section>
    );
  }
  if (state.matches('loadFailed')) {
    const offline = !online || outbox.stalled;
    return (
      <section className="candidate-card">
        <h1>MCQ Test</h1>
        {state.context.loadRetryMs !== null ? (
          <p className="candidate-notice" role="status">
            Our server is very busy just now. Your test loads again by itself in a few seconds.
          </p>
        ) : offline ? (
          <ConnectionNotice online={online} outbox={outbox} questionClosed={false} />
        ) : (
          <p className="candidate-error candidate-error--block" role="alert">
            {error}
          </p>
        )}
        {/* The first start waits for the privacy notice, which the rules page shows. */}
        {error === noticeFirstMessage ? (
          <Link to="/rule-page" className="button button--primary">
            Read the notice
          </Link>
        ) : (
          <button type="button" className="button button--primary" onClick={retry}>
            Try again
          </button>
        )}
      </section>
    );
  }
  if (!view && !state.matches('submitting') && !state.matches('finishing')) {
    return (
      <section className="candidate-card" aria-busy="true">
        <p>Loading...</p>
      </section>
    );
  }

  const sending = state.matches({ question: 'sending' });
  const announcement = view
    ? questionTimeAnnouncement(
        remainingMs,
        questionStartText(view.index, view.total, view.msLeftAtStart),
      )
    : '';
  const submitting = state.matches('submitting') || state.matches('finishing');
  const busy = !state.matches({ question: 'answering' });
  return (
    <section className="candidate-card" aria-labelledby="interview-title">
      <h1 id="interview-title" className="visually-hidden">
        MCQ Test
      </h1>
      <p className="visually-hidden" role="status" aria-atomic="true">
        {announcement}
      </p>
      <div className="interview__bar interview__bar--pinned">
        <p>
          Question: {view ? view.index + 1 : '–'} of {view?.total ?? '–'}
        </p>
        <p>
          Time Remaining:{' '}
          <span
            className={`interview__timer${remainingMs <= 10_000 ? ' interview__timer--low' : ''}`}
            role="timer"
          >
            {formatMinutesSeconds(remainingMs)}
          </span>
        </p>
      </div>
      <ConnectionNotice
        online={online}
        outbox={outbox}
        questionClosed={sending && remainingMs === 0}
      />
      {submitting && outbox.stalled && (
        <p className="candidate-notice" role="status">
          Your test is saved on this device and will be submitted as soon as{' '}
          {outbox.busy ? 'our server can take it' : 'the connection returns'}. Keep this page open.
        </p>
      )}
      {view && (
        <QuestionChoices
          view={view}
          selected={selected}
          busy={busy}
          onSelect={(optionIndex) => actor.send({ type: 'answer.select', optionIndex })}
        />
      )}
      {state.matches({ question: 'sendFailed' }) && (
        <p className="candidate-error candidate-error--block" role="alert">
          {error}{' '}
          <button type="button" className="button button--ghost" onClick={retry}>
            Try again
          </button>
        </p>
      )}
      <div className="interview__actions interview__actions--pinned">
        {/* aria-disabled, not disabled: a focused button that becomes disabled drops focus. */}
        <button
          type="button"
          className="button button--primary button--large"
          aria-disabled={busy || !view}
          onClick={() => {
            if (!busy && view) actor.send({ type: 'question.next' });
          }}
        >
          {view && view.questionsRemaining === 0 ? 'Submit Test' : 'Next Question'}
        </button>
      </div>
    </section>
  );
}
