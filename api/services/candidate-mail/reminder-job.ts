import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { startIntervalJob, type IntervalJob } from '../../lib/interval-job.ts';
import { queueDueReminders } from './drive-reminders.ts';
import { mailSettingsOf } from './mail-values.ts';

/**
 * Queues drives' scheduled reminders when they fall due, every MAIL_POLL_MS, whether or not mail
 * is on (they wait in the outbox like every e-mail).
 */
export function startReminderJob(config: Config, db: Db, now: () => Date): IntervalJob {
  const job = startIntervalJob('drive reminders', config.MAIL_POLL_MS, async () => {
    await queueDueReminders(db, mailSettingsOf(config), now());
  });
  void job.runOnce();
  return job;
}
