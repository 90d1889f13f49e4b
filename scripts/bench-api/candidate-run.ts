import { demoMcqBank } from '../../api/db/seed/demo-mcq-bank.ts';
import type { Recorder } from './load-client.ts';

/** The demo bank's key by question text, read once (the run looks one up per answer). */
const keyOf = new Map(demoMcqBank.map((q) => [q.question, q.correctOptionIndex]));

interface QuestionState {
  data?: { _id: string; question: string; options: string[] } | null;
  currentQuestionIndex: number;
  questionsRemaining: number;
}

export interface Outcome {
  given: number;
  right: number;
  result: { attemptedQuestionsCount?: number; rightAnswersCount?: number };
  /** The run could not go on (an error answer or a network failure, already counted). */
  aborted?: boolean;
}

export interface Session {
  token: string;
  id: string;
  /** The server (instance) this candidate's requests go to, as a load balancer would route them. */
  base: string;
}

export const aborted: Outcome = { given: 0, right: 0, result: {}, aborted: true };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A candidate's login; the session it opens, or null when it failed (already counted). */
export async function logIn(
  recorder: Recorder,
  base: string,
  label: string,
  oneTimeId: string,
  password: string,
): Promise<Session | null> {
  const res = await recorder
    .call(`${base}/api/interview/one-time-login`, label, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oneTimeId, password }),
    })
    .catch(() => null);
  if (!res || res.status !== 200) return null;
  const token = res.body.accessToken as string;
  const data = res.body.data as { id: string; progress: { notice: { version: string } } };
  // The rule page's step before a first start: the privacy notice read (issue 40).
  const read = await recorder
    .call(`${base}/api/interview/privacy-notice`, 'POST privacy-notice', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ version: data.progress.notice.version }),
    })
    .catch(() => null);
  if (!read || read.status !== 200) return null;
  return { token, id: data.id, base };
}

/**
 * One candidate's whole test: start, an answer after each think time, the final submit with the
 * last answer. Returns the answers given, the right ones, and the server's result.
 */
export async function takeTest(
  recorder: Recorder,
  session: Session,
  think: { minMs: number; maxMs: number },
): Promise<Outcome> {
  const { base } = session;
  const auth = { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' };
  const first = await recorder.call(`${base}/api/interview/test/start`, 'GET test/start', {
    headers: auth,
  });
  let state = first.body as unknown as QuestionState;
  let given = 0;
  let right = 0;
  for (;;) {
    // An error answer has no question: stop this candidate (the error is already counted).
    const question = state.data;
    if (!question) return { ...aborted, given, right };
    await sleep(think.minMs + Math.random() * (think.maxMs - think.minMs));
    const choice = Math.floor(Math.random() * question.options.length);
    given += 1;
    if (keyOf.get(question.question) === choice) right += 1;
    if (state.questionsRemaining === 0) {
      const final = await recorder.call(
        `${base}/api/interview/test/auto-submit`,
        'POST test/auto-submit',
        {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({
            candidateId: session.id,
            reason: 'completed',
            answers: [{ questionId: question._id, selectedOptionIndex: choice }],
          }),
        },
      );
      return { given, right, result: (final.body.data ?? {}) as Outcome['result'] };
    }
    const next = await recorder.call(
      `${base}/api/interview/test/submit-and-next`,
      'POST test/submit-and-next',
      {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          currentQuestionIndex: state.currentQuestionIndex,
          selectedOptionIndex: choice,
        }),
      },
    );
    state = next.body as unknown as QuestionState;
  }
}
