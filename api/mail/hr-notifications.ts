import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { candidates } from '../db/schema/candidates.ts';
import { enqueueMail } from './mail-outbox.ts';
import {
  mcqSubmittedNotice,
  practicalSubmittedNotice,
  type NoticeCandidate,
} from './templates/hr-notification.ts';

/** What the HR notices need from the rules in force (`currentMcqRules`, `currentPracticalRules`). */
export interface HrNoticeRules {
  /** The test settings' switch (`notifyHr`): off, nothing is queued. */
  notifyHr: boolean;
  /** SITE_URL, for the link to the attempt report. */
  siteUrl: string;
  /** HR_NOTIFY_EMAIL or HR_EMAIL (the address is taken again when the notice is sent). */
  hrAddress: string;
}

/**
 * Queues the e-mail telling HR that a candidate's MCQ test closed. Called by `closeAttempt`
 * inside the transaction that closes the attempt, which holds its row lock: the notice is stored
 * with the close or not at all, and an attempt closes once, so one close makes one notice (a
 * reopened attempt that closes again makes another, as it should).
 */
export async function notifyHrOfMcqSubmission(
  tx: Db,
  attempt: {
    candidateId: string;
    submittedAt: Date | null;
    submitReason: string | null;
    rightCount: number | null;
    totalQuestions: number | null;
    currentIndex: number;
  },
  now: Date,
  rules: HrNoticeRules & { passPercent: number },
): Promise<void> {
  if (!rules.notifyHr) return;
  const candidate = await noticeCandidate(tx, attempt.candidateId);
  if (!candidate) return;
  const message = mcqSubmittedNotice(
    candidate,
    {
      submittedAt: attempt.submittedAt ?? now,
      submitReason: attempt.submitReason ?? 'completed',
      rightCount: attempt.rightCount ?? 0,
      totalQuestions: attempt.totalQuestions ?? 0,
      questionIndex: attempt.currentIndex,
    },
    rules.passPercent,
    rules,
  );
  await enqueueMail(tx, message, now);
}

/**
 * Queues the e-mail telling HR that a practical zip was stored (late ones say how late and why).
 * Called inside the transaction that stores the candidate's one submission.
 */
export async function notifyHrOfPracticalSubmission(
  tx: Db,
  candidate: NoticeCandidate,
  submission: Parameters<typeof practicalSubmittedNotice>[1],
  now: Date,
  rules: HrNoticeRules,
): Promise<void> {
  if (!rules.notifyHr) return;
  await enqueueMail(tx, practicalSubmittedNotice(candidate, submission, rules), now);
}

async function noticeCandidate(tx: Db, id: string): Promise<NoticeCandidate | undefined> {
  const [row] = await tx
    .select({
      id: candidates.id,
      oneTimeId: candidates.oneTimeId,
      fullName: candidates.fullName,
      email: candidates.email,
      testType: candidates.testType,
    })
    .from(candidates)
    .where(eq(candidates.id, id));
  return row;
}
