import { hrNotifyAddress, type Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { log } from '../lib/log.ts';
import { addressedToInbox } from './templates/enquiry-notification.ts';
import { addressedToHr } from './templates/hr-notification.ts';
import { deliverDueMail } from './mail-delivery.ts';
import { createSmtpTransport } from './mail-transport.ts';
import { startIntervalJob, type IntervalJob } from '../lib/interval-job.ts';

/**
 * Starts sending the mail outbox every MAIL_POLL_MS when SMTP_URL is set. Without it, says once
 * that mail is off and returns null: messages keep accumulating in the outbox and go out once a
 * server with SMTP_URL runs.
 */
export function startMailOutboxJob(config: Config, db: Db, now: () => Date): IntervalJob | null {
  if (!config.SMTP_URL) {
    log.warn(
      'Mail is off (SMTP_URL is not set): enquiry notifications, HR notices and newsletter e-mails are kept ' +
        'in the mail outbox and sent once SMTP_URL is configured.',
    );
    return null;
  }
  const transport = createSmtpTransport(config.SMTP_URL, config.MAIL_FROM);
  log.info(
    `Mail: sending through ${new URL(config.SMTP_URL).host}, enquiries to ${config.CONTACT_INBOX_EMAIL}, HR notices to ${hrNotifyAddress(config)}`,
  );
  const job = startIntervalJob('mail-outbox', config.MAIL_POLL_MS, async () => {
    await deliverDueMail({
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
    });
  });
  void job.runOnce();
  return {
    runOnce: job.runOnce,
    async stop() {
      await job.stop();
      transport.close();
    },
  };
}
