import { durationWords } from '../../../shared/time-format.ts';
import { endingSentence } from '../../domain/attempt-story.ts';
import { isAbovePassMark, scorePercent } from '../../domain/mcq-score.ts';
import type { OutboxMessage } from '../mail-outbox.ts';
import { zoneName } from '../../../shared/zoned-time.ts';
import { oneLine } from './header-text.ts';

const kind = 'hr-notification';

/**
 * HR notices go to the HR address configured when they are *sent* (HR_NOTIFY_EMAIL, else
 * HR_EMAIL), as enquiry notifications do: notices that waited while mail was off reach the
 * address set later. Other messages keep their recipient.
 */
export function addressedToHr(message: OutboxMessage, hrAddress: string): OutboxMessage {
  return message.kind === kind ? { ...message, to: hrAddress } : message;
}

export interface NoticeCandidate {
  id: string;
  oneTimeId: string;
  fullName: string;
  email: string | null;
  testType: 'mcqs' | 'practical' | 'both';
}

export interface NoticeRules {
  siteUrl: string;
  hrAddress: string;
  /** COMPANY_TIME_ZONE: the office's clock. */
  timeZone: string;
}

const who = (c: NoticeCandidate) => `${c.fullName} (${c.oneTimeId})`;

function reportLink(candidate: NoticeCandidate, siteUrl: string): string {
  const url = new URL('/hr/report', siteUrl);
  url.searchParams.set('candidate', candidate.id);
  return url.toString();
}

/**
 * "24 Nov 2026, 12:03:07 pm (India Standard Time)": the office's clock (COMPANY_TIME_ZONE), as the
 * attempt report and the console word it.
 */
function officeTime(at: Date, timeZone: string): string {
  return `${officeClock(timeZone).format(at)} (${zoneName(timeZone, at)})`;
}

// Made once per zone: making an Intl.DateTimeFormat costs far more than using one (a notice per
// submission).
const clocks = new Map<string, Intl.DateTimeFormat>();
function officeClock(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-IN', {
      timeZone,
      dateStyle: 'medium',
      timeStyle: 'medium',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

const footer = (candidate: NoticeCandidate, siteUrl: string) => [
  '',
  `Attempt report: ${reportLink(candidate, siteUrl)}`,
  '',
  '--',
  'Sent because HR notifications are on for this assessment (HR console, Assessments).',
];

/** A candidate's MCQ test closed: by their own submit, an auto-submit or the connection sweep. */
export function mcqSubmittedNotice(
  candidate: NoticeCandidate,
  attempt: {
    submittedAt: Date;
    submitReason: string;
    rightCount: number;
    totalQuestions: number;
    questionIndex: number;
  },
  passPercent: number,
  rules: NoticeRules,
): OutboxMessage {
  const percent = scorePercent(attempt.rightCount, attempt.totalQuestions);
  const passed = isAbovePassMark(percent, passPercent);
  const shown = `${Math.round(percent * 10) / 10} %`;
  const auto = attempt.submitReason !== 'completed' && attempt.submitReason !== 'time-up';
  const ending = endingSentence(
    {
      submitReason: attempt.submitReason,
      submittedAt: attempt.submittedAt,
      questionIndex: attempt.questionIndex,
    },
    rules.timeZone,
  );
  return {
    kind,
    to: rules.hrAddress,
    subject: oneLine(
      `MCQ test ${auto ? 'auto-submitted' : 'submitted'}: ${who(candidate)}, ${shown}, ${passed ? 'passed' : 'not passed'}`,
    ),
    text: [
      `${candidate.fullName} (one-time ID ${candidate.oneTimeId}${candidate.email ? `, ${candidate.email}` : ''}) finished the MCQ test.`,
      '',
      `Score:  ${attempt.rightCount} of ${attempt.totalQuestions} right (${shown}): ${
        passed ? 'above' : 'not above'
      } the pass mark of ${passPercent} %.`,
      `Ended:  ${ending} (${officeTime(attempt.submittedAt, rules.timeZone)})`,
      ...(auto
        ? ['', 'An automatic ending is a signal, not a verdict: read the timeline and decide.']
        : []),
      ...(candidate.testType === 'both' && passed
        ? ['', 'The practical round is now open to the candidate.']
        : []),
      ...footer(candidate, rules.siteUrl),
    ].join('\n'),
  };
}

/** A candidate's practical zip was stored: on time, or late with their reason for the delay. */
export function practicalSubmittedNotice(
  candidate: NoticeCandidate,
  submission: {
    submittedAt: Date;
    fileName: string;
    sizeBytes: number;
    timeTakenSeconds: number;
    lateBySeconds: number;
    reasonForDelay: string | null;
    containsNodeModules: boolean;
    archiveIssues: string[];
  },
  rules: NoticeRules,
): OutboxMessage {
  const late = submission.lateBySeconds > 0;
  const lateBy = durationWords(submission.lateBySeconds * 1000);
  return {
    kind,
    to: rules.hrAddress,
    subject: oneLine(
      late
        ? `Practical submitted late (${lateBy} after the deadline): ${who(candidate)}`
        : `Practical submitted: ${who(candidate)}`,
    ),
    text: [
      `${candidate.fullName} (one-time ID ${candidate.oneTimeId}${candidate.email ? `, ${candidate.email}` : ''}) uploaded the practical round.`,
      '',
      `File:      ${submission.fileName} (${(submission.sizeBytes / 1024 / 1024).toFixed(2)} MB)`,
      `Received:  ${officeTime(submission.submittedAt, rules.timeZone)}`,
      `Took:      ${durationWords(submission.timeTakenSeconds * 1000)}`,
      late
        ? `Late:      ${lateBy} after the deadline. Reason given: ${submission.reasonForDelay ?? '(none)'}`
        : 'On time.',
      ...(submission.containsNodeModules ? ['The zip contains node_modules.'] : []),
      ...(submission.archiveIssues.length > 0
        ? [`The zip has odd or hostile names: ${submission.archiveIssues.join('; ')}.`]
        : []),
      ...footer(candidate, rules.siteUrl),
    ].join('\n'),
  };
}
