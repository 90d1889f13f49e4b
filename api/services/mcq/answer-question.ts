import { judgeArrival } from '../../domain/late-answer-policy.ts';
import {
  admissionRefusal,
  admitCandidate,
  unknownSession,
  type CandidateCall,
} from '../candidate-admission.ts';
import { answerAndAdvance } from './answer-and-advance.ts';
import { answerLocked, arrivedAnswer, rulesFor, type AnswerInput } from './answer-locked.ts';
import { planAnswer } from './answer-plan.ts';
import { isActiveDevice, type AttemptOutcome } from './attempt-outcome.ts';
import { arrivingAnswer } from './late-answers.ts';
import type { TestCallCache } from './test-call-cache.ts';
import { keepSnapshot, readTestCallSnapshot, type TestCallSnapshot } from './test-call-snapshot.ts';

/** An answer with the candidate's checked token: all `answerQuestion` needs. */
export type AnswerCall = AnswerInput & CandidateCall;

/**
 * `POST /test/submit-and-next`, whole: the one way an answer goes from the request to its row.
 * The route has checked the token's signature and nothing else.
 *
 * 1. After the candidate's first answer, this server kept the snapshot its write left
 *    (`cache.snapshots`): the answer is judged on it and written in one guarded statement, with
 *    no read first. A kept snapshot whose admission fails (revoked, logged out) decides nothing:
 *    the read below checks again before anyone is refused.
 * 2. Otherwise, or when that write found the candidate or the attempt changed (HR, a logout,
 *    another window or instance) and wrote nothing: the candidate and attempt are read in one
 *    statement, the candidate admitted, and the answer judged on that (`answerFrom`).
 */
export async function answerQuestion(
  cache: TestCallCache,
  call: AnswerCall,
): Promise<AttemptOutcome> {
  const { candidateId } = call.claims;
  const kept = cache.snapshots.get(candidateId);
  if (kept && !admissionRefusal(kept.candidate, call, 'mcq')) {
    const answered = await answerAsSeen(cache, kept, call);
    if (answered) return answered;
  }
  const fresh = await readTestCallSnapshot(cache, candidateId);
  if (!fresh) throw unknownSession();
  admitCandidate(fresh.candidate, call, 'mcq');
  return answerFrom(cache, fresh, call);
}

/**
 * An answer judged on `seen`, the candidate and attempt read for this call without a lock: the
 * one guarded write when it is the common case and nothing changed since the read, otherwise the
 * locked way (`answerLocked`), which decides every other case.
 */
export async function answerFrom(
  cache: TestCallCache,
  seen: TestCallSnapshot,
  input: AnswerInput,
): Promise<AttemptOutcome> {
  return (await answerAsSeen(cache, seen, input)) ?? answerLocked(cache.db, seen.candidate, input);
}

/**
 * The common case without a transaction: an answer to the current question of an open attempt,
 * from the window that drives it, that counts. Judged on `snapshot`, then written in one
 * statement that checks the candidate's row and the attempt are still as in it. Null when the
 * call is not the common case or either changed meanwhile (nothing written). After a write, the
 * snapshot is kept as the write left it, for the candidate's next answer; after a refused write
 * it is forgotten.
 */
async function answerAsSeen(
  cache: TestCallCache,
  snapshot: TestCallSnapshot,
  { body, now, rules: given, deviceId }: AnswerInput,
): Promise<AttemptOutcome | null> {
  const { candidate, attempt: seen } = snapshot;
  if (!seen) return null;
  const rules = rulesFor(given, candidate);
  const answer = arrivedAnswer(body);
  const fromActiveDevice = isActiveDevice(seen, deviceId);
  const isCurrent = answer.questionIndex === seen.currentIndex && !seen.answeredCurrent;
  // A question HR reopened and not yet served again goes the locked way (`resumeReopened`).
  if (seen.submittedAt || seen.resumeSeconds !== null || !fromActiveDevice || !isCurrent)
    return null;
  const arriving = arrivingAnswer(seen, answer.questionIndex, answer, now, {
    attemptOpen: true,
    fromActiveDevice,
  });
  const verdict = judgeArrival(arriving, rules);
  if (!verdict.counts) return null;
  const plan = planAnswer(seen, candidate, answer, arriving, verdict, now, rules);
  const recorded = await answerAndAdvance(cache.db, seen, plan.row, plan.next, plan.events, now, {
    candidateVersion: snapshot.candidateVersion,
  });
  const { next } = plan;
  keepSnapshot(
    cache,
    candidate.id,
    recorded && next
      ? {
          ...snapshot,
          attempt: {
            ...seen,
            currentIndex: answer.questionIndex + 1,
            currentServedAt: next.servedAt,
            currentDeadlineAt: next.deadlineAt,
            answeredCurrent: false,
          },
        }
      : null,
  );
  return recorded ? { kind: 'question', state: plan.state } : null;
}
