import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { drives } from '../../db/schema/assessments.ts';
import { candidates } from '../../db/schema/candidates.ts';
import { mcqAttempts } from '../../db/schema/mcq-attempts.ts';
import { practicalRounds } from '../../db/schema/practical.ts';
import { log } from '../../lib/log.ts';
import { queueCandidateMail } from './mail-queue.ts';
import type { MailSettings } from './mail-values.ts';

/**
 * Who a scheduled reminder goes to: not withdrawn, with an address, no round started (no attempt,
 * retired or not, and no practical round). SQL over `candidates`. (The console's remind action
 * judges by the list's status instead: `bulk-actions.ts`.)
 */
export const notStartedSql = sql`${candidates.revokedAt} is null
  and ${candidates.email} is not null
  and not exists (select 1 from ${mcqAttempts} a where a.candidate_id = ${candidates.id})
  and not exists (select 1 from ${practicalRounds} p where p.candidate_id = ${candidates.id})`;

/**
 * Queues each drive's reminder once it is due (`reminderHoursBefore` before the window closes,
 * the window still open): one to every candidate of it who has not started and whose window is
 * the drive's or still open. The drive is marked in the same transaction, claimed so two instances
 * never both remind; a change of its window or hours clears the mark (`drive-changes.ts`).
 */
export async function queueDueReminders(
  db: Db,
  settings: MailSettings,
  now: Date,
): Promise<number> {
  const due = await db
    .select({ id: drives.id })
    .from(drives)
    .where(
      and(
        isNotNull(drives.reminderHoursBefore),
        isNull(drives.remindersQueuedAt),
        isNull(drives.archivedAt),
        sql`${drives.windowEnd} > ${now}`,
        sql`${drives.windowEnd} - make_interval(hours => ${drives.reminderHoursBefore}) <= ${now}`,
      ),
    );
  let queued = 0;
  for (const { id } of due) {
    queued += await db.transaction(async (tx) => {
      const [drive] = await tx
        .update(drives)
        .set({ remindersQueuedAt: now })
        .where(and(eq(drives.id, id), isNull(drives.remindersQueuedAt)))
        .returning();
      if (!drive) return 0;
      const waiting = await tx
        .select()
        .from(candidates)
        .where(
          and(
            eq(candidates.cohort, drive.name),
            notStartedSql,
            sql`(${candidates.windowEnd} is null or ${candidates.windowEnd} > ${now})`,
          ),
        );
      const n = await queueCandidateMail(
        tx,
        settings,
        waiting.map((candidate) => ({ candidate, kind: 'reminder' as const })),
        now,
      );
      log.info(`drive "${drive.name}": reminded ${n} candidates who have not started`);
      return n;
    });
  }
  return queued;
}
