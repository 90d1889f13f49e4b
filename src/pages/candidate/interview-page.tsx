import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { useAutoSubmitTriggers } from '../../features/candidate/use-auto-submit-triggers.ts';
import { offlineMessage, useInterview } from '../../features/candidate/use-interview.ts';
import { useOnlineStatus } from '../../hooks/use-online-status.ts';
import { useScreenWakeLock } from '../../hooks/use-screen-wake-lock.ts';
import { responseStatus } from '../../features/candidate/candidate-http.ts';
import { formatMinutesSeconds } from '../../../shared/time-format.ts';
import './candidate.css';

/** `/interview` (spec §2, §4): one question at a time against the server's clock. */
export default function InterviewPage() {
  const { timer, guard, outbox, hasSession } = useInterview();
  const state = useSelector(timer, (s) => s);
  const guardState = useSelector(guard, (s) => s.value);
  const waitingForNetwork = useSelector(outbox, (s) => s.matches('waitingForNetwork'));
  // The server refused this login (expired): the answers wait on this device for the next one.
  const loginExpired = useSelector(
    outbox,
    (s) => s.matches('waitingForNetwork') && responseStatus(s.context.lastError) === 401,
  );
  const online = useOnlineStatus();
  const running = hasSession && guardState !== 'submitted';
  useAutoSubmitTriggers(guard, running && guardState !== 'queued');
  useScreenWakeLock(running);

  const { view, selected, remainingMs, error } = state.context;
  const offline = !online || (waitingForNetwork && !loginExpired);
  const submitting =
    guardState === 'submitting' || guardState === 'queued' || state.matches('finishing');

  if (state.matches('loading')) {
    return (
      <section className="candidate-card" aria-busy="true">
        <p>Loading...</p>
      </section>
    );
  }
  if (state.matches('loadFailed')) {
    return (
      <section className="candidate-card">
        <h1>MCQ Test</h1>
        <p className="candidate-error candidate-error--block" role="alert">
          {offline ? offlineMessage : error}
        </p>
        {!hasSession ? (
          <Link to="/login" className="button button--primary">
            Go to login
          </Link>
        ) : (
          !offline && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => timer.send({ type: 'retry' })}
            >
              Try again
            </button>
          )
        )}
      </section>
    );
  }

  const busy = state.matches('sending') || submitting || state.matches('stopped');
  return (
    <section className="candidate-card" aria-labelledby="question-text">
      <div className="interview__bar">
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
      {offline && (
        <p className="candidate-notice" role="status">
          {offlineMessage}
        </p>
      )}
      {loginExpired && (
        <p className="candidate-notice" role="alert">
          Your login has expired. Your answers are kept on this device and will be sent when you{' '}
          <Link to="/login">log in again</Link> with the same one-time ID; the test then resumes.
        </p>
      )}
      {guardState === 'queued' && !loginExpired && (
        <p className="candidate-notice" role="status">
          Your test is saved on this device and will be submitted as soon as the connection returns.
          Keep this page open.
        </p>
      )}
      {view && (
        <fieldset className="interview__question" disabled={busy}>
          <legend id="question-text">{view.question}</legend>
          {view.options.map((option, index) => (
            <label key={index} className="interview__option">
              <input
                type="checkbox"
                name="answer"
                checked={selected === index}
                onChange={() => timer.send({ type: 'answer.select', optionIndex: index })}
              />
              <span>{option}</span>
            </label>
          ))}
        </fieldset>
      )}
      {state.matches('sendFailed') && (
        <p className="candidate-error candidate-error--block" role="alert">
          {error}{' '}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => timer.send({ type: 'retry' })}
          >
            Try again
          </button>
        </p>
      )}
      <div className="interview__actions">
        <button
          type="button"
          className="button button--primary button--large"
          disabled={busy || !view}
          onClick={() => timer.send({ type: 'question.next' })}
        >
          {view && view.questionsRemaining === 0 ? 'Submit Test' : 'Next Question'}
        </button>
      </div>
    </section>
  );
}
