import { hrNotifyAddress, type Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { log } from '../lib/log.ts';
import { addressedToInbox } from './templates/enquiry-notification.ts';
import { addressedToHr } from './templates/hr-notification.ts';
import { deliverDueMail } from './mail-delivery.ts';
import { createSmtpTransport } from './mail-transport.ts';
import { startIntervalJob, type IntervalJob } from '../lib/interval-job.ts';

const maxPerRun = 50;

/**
 * Starts sending the mail outbox every MAIL_POLL_MS when SMTP_URL is set, at most
 * MAIL_RATE_PER_SECOND and MAIL_DAILY_LIMIT. A run that found a full batch runs again at once, so
 * a drive's queue drains at the configured rate rather than a batch a poll. Without SMTP_URL, says
 * once that mail is off and returns null: messages keep accumulating in the outbox and go out once
 * a server with SMTP_URL runs.
 */
export function startMailOutboxJob(config: Config, db: Db, now: () => Date): IntervalJob | null {
  if (!config.SMTP_URL) {
    log.warn(
      'Mail is off (SMTP_URL is not set): enquiry notifications, HR notices, newsletter e-mails and ' +
        "candidates' invitations are kept in the mail outbox and sent once SMTP_URL is configured.",
    );
    return null;
  }
  const transport = createSmtpTransport(config.SMTP_URL, config.MAIL_FROM);
  log.info(
    `Mail: sending through ${new URL(config.SMTP_URL).host} at most ${config.MAIL_RATE_PER_SECOND} a second` +
      `${config.MAIL_DAILY_LIMIT > 0 ? ` and ${config.MAIL_DAILY_LIMIT} a day` : ''}, enquiries to ` +
      `${config.CONTACT_INBOX_EMAIL}, HR notices to ${hrNotifyAddress(config)}`,
  );
  let stopping = false;
  // The daily limit is said once each time it starts holding the queue.
  let held = false;
  const job = startIntervalJob('mail-outbox', config.MAIL_POLL_MS, async () => {
    for (;;) {
      const report = await deliverDueMail({
        db,
        send: (message) =>
          transport.send(
            addressedToHr(
              addressedToInbox(message, config.CONTACT_INBOX_EMAIL),
              hrNotifyAddress(config),
            ),
          ),
        now,
        maxAttempts: config.MAIL_MAX_ATTEMPTS,
        maxPerRun,
        ratePerSecond: config.MAIL_RATE_PER_SECOND,
        dailyLimit: config.MAIL_DAILY_LIMIT,
      });
      if (report.heldByDailyLimit && !held) {
        log.warn(
          `Mail: the daily limit (MAIL_DAILY_LIMIT=${config.MAIL_DAILY_LIMIT}) is reached; the rest waits in the outbox.`,
        );
      }
      held = report.heldByDailyLimit;
      if (stopping || report.sent + report.retrying + report.failed < maxPerRun) return;
    }
  });
  void job.runOnce();
  return {
    runOnce: job.runOnce,
    async stop() {
      stopping = true;
      await job.stop();
      transport.close();
    },
  };
}
