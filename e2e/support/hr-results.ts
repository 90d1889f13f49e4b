import { demoMcqBank } from '../../api/db/seed/demo-mcq-bank.ts';
import { loginThroughApi, startThroughApi } from './candidate-api.ts';
import type { StaffSession } from './staff-session.ts';

/**
 * A cohort made through the real API, quickly: candidates created by HR, each taking the MCQ
 * test as its browser would call the API (the test knows the demo bank's keys), so the console's
 * results and cohort pages have submitted tests to show.
 */

export interface TakenTest {
  name: string;
  /** Questions answered correctly, from the first (the rest wrong). */
  right: number;
  /** How the test ends: the candidate's own submit, or an auto-submit's reason. */
  reason?: string;
  testType?: 'mcqs' | 'both';
  /** The drive (cohort) HR puts the candidate in before the test; absent: none. */
  cohort?: string;
}

const correctIndexOf = (question: string) => {
  const entry = demoMcqBank.find((q) => q.question === question);
  if (!entry) throw new Error(`question not in the demo bank: ${question}`);
  return entry.correctOptionIndex;
};

/** Creates the candidate and takes their test to the end; returns the candidate's id. */
export async function takeTestThroughApi(
  baseUrl: string,
  staff: StaffSession,
  test: TakenTest,
): Promise<string> {
  const email = `${test.name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const created = await staff.send('POST', '/api/hr/candidates', {
    name: test.name,
    email,
    testType: test.testType ?? 'mcqs',
  });
  if (created.status !== 201) throw new Error(`candidate not created: ${await created.text()}`);
  const { candidate, credentials } = (await created.json()) as {
    candidate: { id: string };
    credentials: { oneTimeId: string; password: string };
  };
  if (test.cohort !== undefined) {
    const moved = await staff.send('PATCH', `/api/hr/candidates/${candidate.id}`, {
      cohort: test.cohort,
      reason: 'Invited to this drive',
    });
    if (!moved.ok) throw new Error(`candidate not put in the drive: ${await moved.text()}`);
  }
  const accessToken = await loginThroughApi(baseUrl, credentials);
  const call = async (path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}/api/interview/test${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as {
      data: { _id: string; question: string; options: string[] } | null;
      totalQuestions: number;
    };
  };
  const started = await startThroughApi(baseUrl, accessToken);
  if (!started.ok) throw new Error(`/start: ${started.status} ${await started.text()}`);
  let state = (await started.json()) as Awaited<ReturnType<typeof call>>;
  for (let index = 0; state.data; index++) {
    const correct = correctIndexOf(state.data.question);
    const choice = index < test.right ? correct : (correct + 1) % state.data.options.length;
    if (index === state.totalQuestions - 1) {
      await call('/auto-submit', {
        candidateId: candidate.id,
        reason: test.reason ?? 'completed',
        answers: [{ questionId: state.data._id, selectedOptionIndex: choice }],
      });
      break;
    }
    state = await call('/submit-and-next', {
      currentQuestionIndex: index,
      selectedOptionIndex: choice,
    });
  }
  return candidate.id;
}
