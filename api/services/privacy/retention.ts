import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { retentionRuns, retentionWarnings } from '../../db/schema/privacy.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import type {
  PrivacySettings,
  RetentionDue,
  RetentionRunView,
} from '../../../shared/contract/hr-privacy.ts';
import { eraseCandidate } from './erase-candidate.ts';
import { eraseEnquiries, eraseSubscriber } from './public-people.ts';
import { readPrivacySettings } from './privacy-settings.ts';

/**
 * Retention (DPDP Act §8(7): erase once the purpose is served; docs/privacy.md). A drive's
 * candidates are kept for its days (the privacy settings' default unless the drive says) after the
 * drive's last decision — or anything later: a submission, a new candidate, the window's end —
 * so nothing is erased while the drive still moves. A candidate outside any drive counts from
 * their own last activity. Enquiries go their days after they arrived; a newsletter address its
 * days after its owner unsubscribed (a subscribed one is kept while the subscription is the
 * purpose). Demo rows name no one and are left alone.
 *
 * The job warns HR (an e-mail to the HR address, and the console's list) `warnDaysBefore` days
 * ahead, once per subject and due date; on the day it erases, in batches of `batchSize` per run
 * so a large drive never holds the database for long, and reports what it did (`retention_runs`,
 * the same e-mail, each erasure in the register and the audit log).
 */

const dayMs = 86_400_000;

/**
 * Erasures per run: each is one short transaction, and between runs the job pauses
 * (`runRetentionUntilDone`), so candidates' requests are served while a large drive is erased.
 */
export const retentionBatchSize = 100;

interface CandidateSubject extends RetentionDue {
  candidateIds: string[];
}

/** The candidate subjects (drives, and candidates outside drives) with when each falls due. */
async function candidateSubjects(db: Db, settings: PrivacySettings): Promise<CandidateSubject[]> {
  const rows = await queryRows<{
    drive_id: string | null;
    drive: string | null;
    retention_days: number | null;
    window_end: Date | string | null;
    candidate_id: string;
    last_at: Date | string;
  }>(
    db,
    sql`select d.id as drive_id, d.name as drive, d.retention_days, d.window_end,
          c.id as candidate_id,
          greatest(c.created_at, c.updated_at, c.test_ended_at,
            (select max(greatest(a.started_at, a.submitted_at)) from mcq_attempts a
              where a.candidate_id = c.id),
            (select max(h.decided_at) from hr_decisions h where h.candidate_id = c.id),
            (select max(s.submitted_at) from practical_submissions s
              where s.candidate_id = c.id or s.retired_candidate_id = c.id),
            (select max(r.scored_at) from reviewer_scores r
              join practical_submissions s on s.id = r.submission_id
              where s.candidate_id = c.id or s.retired_candidate_id = c.id)) as last_at
        from candidates c left join drives d on d.name = c.cohort
        where c.erased_at is null and not c.is_demo`,
  );
  const drives = new Map<string, CandidateSubject & { lastMs: number; days: number }>();
  const subjects: CandidateSubject[] = [];
  for (const row of rows) {
    const lastMs = new Date(row.last_at).getTime();
    if (row.drive_id === null) {
      subjects.push({
        subjectKey: `candidate:${row.candidate_id}`,
        label: 'A candidate outside any drive',
        dueAt: new Date(lastMs + settings.candidateRetentionDays * dayMs).toISOString(),
        people: 1,
        warnedAt: null,
        candidateIds: [row.candidate_id],
      });
      continue;
    }
    const windowEndMs = row.window_end === null ? 0 : new Date(row.window_end).getTime();
    const drive = drives.get(row.drive_id) ?? {
      subjectKey: `drive:${row.drive_id}`,
      label: `Drive ${row.drive}`,
      dueAt: '',
      people: 0,
      warnedAt: null,
      candidateIds: [],
      lastMs: windowEndMs,
      days: row.retention_days ?? settings.candidateRetentionDays,
    };
    drive.lastMs = Math.max(drive.lastMs, lastMs);
    drive.people++;
    drive.candidateIds.push(row.candidate_id);
    drives.set(row.drive_id, drive);
  }
  for (const { lastMs, days, ...drive } of drives.values())
    subjects.push({ ...drive, dueAt: new Date(lastMs + days * dayMs).toISOString() });
  return subjects.sort((a, b) => a.dueAt.localeCompare(b.dueAt));
}

async function warnings(db: Db): Promise<Map<string, { dueAt: string; warnedAt: string }>> {
  const rows = await db.select().from(retentionWarnings);
  return new Map(
    rows.map((r) => [
      r.subjectKey,
      { dueAt: r.dueAt.toISOString(), warnedAt: r.warnedAt.toISOString() },
    ]),
  );
}

/** Enquiries past their days, oldest first. */
async function dueEnquiries(db: Db, settings: PrivacySettings, now: Date, limit: number) {
  return queryRows<{ id: string }>(
    db,
    sql`select id from contact_enquiries
        where created_at <= ${new Date(now.getTime() - settings.enquiryRetentionDays * dayMs).toISOString()}::timestamptz
        order by created_at limit ${limit}`,
  );
}

/** Unsubscribed addresses past their days, oldest first. */
async function dueSubscribers(db: Db, settings: PrivacySettings, now: Date, limit: number) {
  return queryRows<{ id: string }>(
    db,
    sql`select id from newsletter_subscribers
        where unsubscribed_at <= ${new Date(now.getTime() - settings.unsubscribedRetentionDays * dayMs).toISOString()}::timestamptz
        order by unsubscribed_at limit ${limit}`,
  );
}

/** What falls due, soonest first, with the warnings given (the console's list). */
export async function upcomingErasures(db: Db): Promise<RetentionDue[]> {
  const settings = await readPrivacySettings(db);
  const warned = await warnings(db);
  return (await candidateSubjects(db, settings)).map(({ candidateIds: _ids, ...due }) => {
    const warning = warned.get(due.subjectKey);
    return { ...due, warnedAt: warning?.dueAt === due.dueAt ? warning.warnedAt : null };
  });
}

export async function recentRetentionRuns(db: Db, limit = 20): Promise<RetentionRunView[]> {
  const rows = await queryRows<{
    id: string;
    ran_at: Date | string;
    warned: RetentionDue[];
    erased: RetentionRunView['erased'];
  }>(
    db,
    sql`select id, ran_at, warned, erased from retention_runs order by ran_at desc limit ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    ranAt: new Date(r.ran_at).toISOString(),
    warned: r.warned,
    erased: r.erased,
  }));
}

export interface RetentionMail {
  /** The HR address warnings and reports go to. */
  to: string;
  siteUrl: string;
}

function reportMail(
  mail: RetentionMail,
  warned: RetentionDue[],
  erased: RetentionRunView['erased'],
  settings: PrivacySettings,
) {
  const lines = [
    ...(warned.length > 0
      ? [
          `Personal data due for erasure within ${settings.warnDaysBefore} days:`,
          ...warned.map(
            (w) =>
              `- ${w.label} (${w.people} ${w.people === 1 ? 'person' : 'people'}): on ${w.dueAt.slice(0, 10)}`,
          ),
          '',
          'To keep a drive longer, give it more days on the Drives page before then.',
          '',
        ]
      : []),
    ...(erased.length > 0
      ? [
          'Erased as the retention periods ended:',
          ...erased.map((e) => `- ${e.label}: ${e.people} ${e.people === 1 ? 'person' : 'people'}`),
          '',
        ]
      : []),
    `The list and every run: ${mail.siteUrl.replace(/\/$/, '')}/hr/privacy`,
  ];
  return {
    kind: 'retention-report',
    to: mail.to,
    subject:
      erased.length > 0
        ? 'Personal data erased as its retention ended'
        : 'Personal data will be erased soon',
    text: lines.join('\n'),
  };
}

/**
 * One run of the retention job at `now`: warns of what falls due within the warning days (once per
 * subject and date), erases what is due (at most `retentionBatchSize` people), records the run and
 * mails the report when it did anything. Returns the run (null: nothing to do).
 */
export async function runRetention(
  db: Db,
  now: Date,
  mail: RetentionMail,
  batchSize = retentionBatchSize,
): Promise<RetentionRunView | null> {
  const settings = await readPrivacySettings(db);
  const subjects = await candidateSubjects(db, settings);
  const warned = await warnings(db);
  const nowIso = now.toISOString();
  const horizon = new Date(now.getTime() + settings.warnDaysBefore * dayMs).toISOString();

  const newWarnings: RetentionDue[] = [];
  const erased: RetentionRunView['erased'] = [];
  let budget = batchSize;
  for (const subject of subjects) {
    const { candidateIds, ...due } = subject;
    if (due.dueAt <= nowIso) {
      const batch = candidateIds.slice(0, budget);
      for (const id of batch)
        await eraseCandidate(
          {
            db,
            actor: null,
            now,
            source: 'retention',
            reason: `Retention: the ${due.label.toLowerCase()} was due for erasure on ${due.dueAt.slice(0, 10)}`,
          },
          id,
        );
      if (batch.length > 0)
        erased.push({ subjectKey: due.subjectKey, label: due.label, people: batch.length });
      budget -= batch.length;
      if (budget <= 0) break;
    } else if (due.dueAt <= horizon && warned.get(due.subjectKey)?.dueAt !== due.dueAt) {
      newWarnings.push({ ...due, warnedAt: nowIso });
    }
  }
  const enquiries = budget > 0 ? await dueEnquiries(db, settings, now, budget) : [];
  budget -= enquiries.length;
  if (enquiries.length > 0) {
    await eraseEnquiries(
      {
        db,
        actor: null,
        now,
        source: 'retention',
        reason: `Retention: enquiries are kept ${settings.enquiryRetentionDays} days`,
      },
      enquiries.map((e) => e.id),
    );
    erased.push({ subjectKey: 'enquiries', label: 'Enquiries', people: enquiries.length });
  }
  const subscribers = budget > 0 ? await dueSubscribers(db, settings, now, budget) : [];
  for (const s of subscribers)
    await eraseSubscriber(
      {
        db,
        actor: null,
        now,
        source: 'retention',
        reason: `Retention: unsubscribed addresses are kept ${settings.unsubscribedRetentionDays} days`,
      },
      s.id,
    );
  if (subscribers.length > 0)
    erased.push({
      subjectKey: 'unsubscribed',
      label: 'Unsubscribed addresses',
      people: subscribers.length,
    });

  if (newWarnings.length === 0 && erased.length === 0) return null;
  return db.transaction(async (tx) => {
    for (const w of newWarnings)
      await tx
        .insert(retentionWarnings)
        .values({ subjectKey: w.subjectKey, dueAt: new Date(w.dueAt), warnedAt: now })
        .onConflictDoUpdate({
          target: retentionWarnings.subjectKey,
          set: { dueAt: new Date(w.dueAt), warnedAt: now },
        });
    const [run] = await tx
      .insert(retentionRuns)
      .values({ ranAt: now, warned: newWarnings, erased })
      .returning();
    await enqueueMail(tx, reportMail(mail, newWarnings, erased, settings), now);
    return { id: run?.id ?? '', ranAt: nowIso, warned: newWarnings, erased };
  });
}

/**
 * Runs the job until nothing more is due now, pausing `pauseMs` between runs: a run stops at
 * `batchSize` people, and a drive of thousands falls due on one day. Returns the runs that did
 * anything.
 */
export async function runRetentionUntilDone(
  db: Db,
  now: () => Date,
  mail: RetentionMail,
  { batchSize = retentionBatchSize, pauseMs = 1_000 } = {},
): Promise<RetentionRunView[]> {
  const runs: RetentionRunView[] = [];
  for (;;) {
    const run = await runRetention(db, now(), mail, batchSize);
    if (!run) return runs;
    runs.push(run);
    const erased = run.erased.reduce((sum, e) => sum + e.people, 0);
    if (erased < batchSize) return runs;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}
