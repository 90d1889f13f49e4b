import type { PrivacySettings } from '../contract/hr-privacy.ts';

/**
 * The privacy notice a candidate reads before their first start (India's DPDP Act §5; issue 40),
 * and the one-line notes under the public site's forms, built from the privacy settings. Pure:
 * the server builds it for the API, the build renders its defaults into the /privacy page.
 *
 * The notice's version is derived from its text (`noticeText`) on the server
 * (`api/services/privacy/candidate-notice-version.ts`), so any change of wording or settings makes
 * a new version and an attempt records exactly what its candidate was shown.
 */

/** The wording's edition: the version's readable part; the digest of the text tells texts apart. */
export const noticeEdition = '2026-11-29';

export const noticeTitle = 'Your personal data';

/** The server's refusal of a round's first start before any notice was acknowledged (a 409). */
export const noticeFirstMessage = 'Please read and accept the privacy notice before you start.';

export interface NoticeSection {
  heading: string;
  /** Plain sentences; a list when `items` is set (read as bullet points). */
  paragraphs: string[];
  items?: string[];
}

export interface CandidateNotice {
  title: string;
  intro: string;
  sections: NoticeSection[];
}

/** What the notice is built from beyond the settings: the candidate's drive's own period, if any. */
export interface NoticeContext {
  /** The drive's retention in days (`drives.retention_days`); null or absent: the settings' default. */
  retentionDays?: number | null;
  /** Built for the public /privacy page (no candidate): the period is the usual one, not theirs. */
  general?: boolean;
}

/** A number of days as people say it: 365 is "12 months", 180 "6 months", 45 "45 days". */
export function periodInWords(days: number): string {
  if (days % 365 === 0) return days === 365 ? '12 months' : `${days / 365} years`;
  if (days >= 60 && days % 30 === 0) return `${days / 30} months`;
  return days === 1 ? '1 day' : `${days} days`;
}

export function candidateNotice(
  settings: PrivacySettings,
  context: NoticeContext = {},
): CandidateNotice {
  const days = context.retentionDays ?? settings.candidateRetentionDays;
  const period = periodInWords(days);
  const contact = `${settings.grievanceOfficer}, ${settings.grievanceEmail}, ${settings.grievancePhone}`;
  return {
    title: noticeTitle,
    intro: `${settings.companyName} holds some personal data about you while you take this recruitment test. This notice says what, why, for how long, who sees it and what you can ask for.`,
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [],
        items: [
          'Your name, e-mail address, phone number and the one-time ID you log in with.',
          'Your answers, and when each question was shown and answered.',
          'Focus events while the test is open: when the tab is hidden, when you leave the test window, when the page is reloaded, and when the connection drops and comes back.',
          'The network (IP) address your device connects from, when you start and while the test is open.',
          'In the practical round, the code you upload.',
        ],
      },
      {
        heading: 'Why',
        paragraphs: [
          'To run and mark this recruitment test, and to decide on your application.',
          'Focus events and network addresses are shown to a person who judges them. They never decide anything on their own: no automatic verdict is made from them.',
        ],
      },
      {
        heading: 'For how long',
        paragraphs: [
          context.general
            ? `Usually for ${period} after the last decision of the recruitment drive the candidate belongs to (a drive may set its own period, which the notice before the test states). Then it is erased automatically.`
            : `For ${period} after the last decision of your recruitment drive. Then it is erased automatically.`,
        ],
      },
      {
        heading: 'Who sees it',
        paragraphs: [
          `The HR staff and reviewers of ${settings.companyName}. Every time one of them opens your data, it is logged.`,
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can ask to see the data we hold about you, to correct it, or to erase it, and you can raise a grievance about how it is handled.',
          `To ask, write to ${contact}.`,
        ],
      },
      {
        heading: 'Who we are',
        paragraphs: [`The Data Fiduciary is ${settings.companyName}, ${settings.companyAddress}.`],
      },
    ],
  };
}

/**
 * The notice as one text, every word the candidate reads in order: what the version is derived
 * from (a changed word, figure or contact makes a new version).
 */
export function noticeText(notice: CandidateNotice): string {
  return [
    notice.title,
    notice.intro,
    ...notice.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])]),
  ].join('\n');
}

/** The line under each public form: how long what it sends is kept, and why. */
export interface PublicFormLines {
  enquiry: string;
  newsletter: string;
}

export function publicFormLines(settings: PrivacySettings): PublicFormLines {
  return {
    enquiry: `We keep your message for ${periodInWords(settings.enquiryRetentionDays)} to answer it.`,
    newsletter: `We keep your address until you unsubscribe, then for ${periodInWords(settings.unsubscribedRetentionDays)}.`,
  };
}

/** `GET /api/privacy/notice`: the notices in force, for the /privacy page. */
export interface PrivacyNoticeView {
  /** The candidate notice as the public page shows it (the usual retention period). */
  candidate: CandidateNotice;
  /** Its version (a candidate's own may differ when their drive keeps data for another period). */
  version: string;
  publicLines: PublicFormLines;
  company: { name: string; address: string };
  grievance: { officer: string; email: string; phone: string };
}
