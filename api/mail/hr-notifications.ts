import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { candidates } from '../db/schema/candidates.ts';
import { enqueueMail, type OutboxMessage } from './mail-outbox.ts';
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
  /** COMPANY_TIME_ZONE: the office's clock a notice gives its times in. */
  timeZone: string;
}

/**
 * The e-mail telling HR that a candidate's MCQ test closed, or null when the settings say not to
 * send it. `closeAttempt` queues it in the statement that closes the attempt, inside the
 * transaction that holds its row lock: the notice is stored with the close or not at all, and an
 * attempt closes once, so one close makes one notice (a reopened attempt that closes again makes
 * another, as it should). `candidate`, when the caller read it already, saves reading it again.
 */
export async function mcqSubmissionNotice(
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
  candidate?: NoticeCandidate,
): Promise<OutboxMessage | null> {
  if (!rules.notifyHr) return null;
  const named = candidate ?? (await noticeCandidate(tx, attempt.candidateId));
  if (!named) return null;
  return mcqSubmittedNotice(
    named,
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
