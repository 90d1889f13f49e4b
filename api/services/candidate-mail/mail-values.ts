import { eq, inArray } from 'drizzle-orm';
import { company } from '../../../shared/company.ts';
import type { CandidateMailKind, MailPlaceholder } from '../../../shared/contract/hr-mail.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import {
  assessments,
  drives,
  type AssessmentRow,
  type DriveRow,
} from '../../db/schema/assessments.ts';
import type { Candidate } from '../../db/schema/candidates.ts';
import { includesRound } from '../../domain/rounds.ts';
import {
  companyTemplates,
  contactText,
  requirementsText,
  rulesText,
  windowWords,
  zonedWords,
  type MailTemplate,
  type MailValues,
} from '../../mail/templates/candidate-mail.ts';

/** What composing a candidate's e-mail needs of the configuration. */
export interface MailSettings {
  /** SITE_URL: the login link's origin. */
  siteUrl: string;
  /** HR_EMAIL: whom candidates contact (and reply to). */
  hrEmail: string;
  /** COMPANY_TIME_ZONE: the zone of a candidate outside any drive. */
  companyTimeZone: string;
}

export const mailSettingsOf = (config: Config): MailSettings => ({
  siteUrl: config.SITE_URL,
  hrEmail: config.HR_EMAIL,
  companyTimeZone: config.COMPANY_TIME_ZONE,
});

/** A candidate's drive and assessment, read in the transaction that writes their e-mail. */
export interface MailPlace {
  drive: DriveRow | null;
  assessment: AssessmentRow;
}

/**
 * The places of the drives named (and of no drive: the key ''), read with `db` (a transaction
 * may have just made the drive, which no kept copy knows yet). Two queries, whatever the count.
 */
export async function mailPlaces(
  db: Db,
  cohorts: Iterable<string | null>,
): Promise<Map<string, MailPlace>> {
  const names = [...new Set([...cohorts].filter((c): c is string => !!c))];
  const driveRows = names.length
    ? await db.select().from(drives).where(inArray(drives.name, names))
    : [];
  const assessmentRows = await db.select().from(assessments);
  const byId = new Map(assessmentRows.map((a) => [a.id, a]));
  const fallback = assessmentRows.find((a) => a.isDefault);
  if (!fallback) throw new Error('no default assessment');
  const places = new Map<string, MailPlace>([['', { drive: null, assessment: fallback }]]);
  for (const drive of driveRows)
    places.set(drive.name, {
      drive,
      assessment: (drive.assessmentId && byId.get(drive.assessmentId)) || fallback,
    });
  return places;
}

export const placeKey = (candidate: Pick<Candidate, 'cohort'>) => candidate.cohort ?? '';

/** The template of a kind for an assessment: its own, else the company's. */
export function templateOf(assessment: AssessmentRow, kind: CandidateMailKind): MailTemplate {
  return assessment.mailTemplates[kind] ?? companyTemplates[kind];
}

/** Reads one assessment (the templates editor). */
export async function assessmentRow(db: Db, id: string): Promise<AssessmentRow | undefined> {
  const [row] = await db.select().from(assessments).where(eq(assessments.id, id));
  return row;
}

function mcqCount(a: AssessmentRow): number {
  const perCategory = Object.values(a.questionsPerCategory);
  return perCategory.length > 0 ? perCategory.reduce((s, n) => s + n, 0) : a.questionCount;
}

export type MailCandidate = Pick<
  Candidate,
  'fullName' | 'oneTimeId' | 'testType' | 'windowStart' | 'windowEnd' | 'cohort'
>;

/**
 * The placeholders' values for one candidate. Their own window when they have one (as the login
 * applies it), else their drive's; said in the drive's zone, else the company's. `password` is
 * empty except in an invitation.
 */
export function mailValues(
  candidate: MailCandidate,
  place: MailPlace,
  settings: MailSettings,
  password = '',
): MailValues {
  const { drive, assessment } = place;
  const own = candidate.windowStart !== null || candidate.windowEnd !== null;
  const start = own ? candidate.windowStart : (drive?.windowStart ?? null);
  const end = own ? candidate.windowEnd : (drive?.windowEnd ?? null);
  const zone = drive?.timeZone ?? settings.companyTimeZone;
  const login = new URL('/login', settings.siteUrl);
  login.searchParams.set('id', candidate.oneTimeId);
  const values: Record<MailPlaceholder, string> = {
    candidate_name: candidate.fullName,
    company_name: company.name,
    assessment: assessment.name,
    window: windowWords(start, end, zone),
    window_closes: end ? zonedWords(end, zone) : 'when HR closes it (no closing date is set)',
    one_time_id: candidate.oneTimeId,
    password,
    login_link: login.toString(),
    rules: rulesText({
      mcq: includesRound(candidate.testType, 'mcq')
        ? {
            questions: mcqCount(assessment),
            secondsPerQuestion: assessment.secondsPerQuestion,
            passPercent: assessment.passPercent,
          }
        : null,
      practicalMinutes: includesRound(candidate.testType, 'practical')
        ? assessment.practicalMinutes
        : null,
    }),
    requirements: requirementsText,
    contact: contactText(settings.hrEmail),
  };
  return values;
}
