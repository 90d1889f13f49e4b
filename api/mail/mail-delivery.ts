import type { Db } from '../db/database.ts';
import { log } from '../lib/log.ts';
import {
  claimNextMail,
  markMailAttemptFailed,
  markMailSent,
  type OutboxMessage,
} from './mail-outbox.ts';

/** Hands one message to the mail server; rejects when it was not accepted. */
export type SendMail = (message: OutboxMessage) => Promise<void>;

export interface DeliveryOptions {
  db: Db;
  send: SendMail;
  now: () => Date;
  maxAttempts: number;
  /** Most messages one run sends, so a run (and a graceful shutdown waiting for it) stays short. */
  maxPerRun?: number;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends the messages that are due, one claim at a time. A failure never stops the run: the
 * message is rescheduled with back-off (or marked failed at the last attempt) and the next one
 * is tried.
 */
export async function deliverDueMail(options: DeliveryOptions): Promise<DeliveryReport> {
  const { db, send, now, maxAttempts, maxPerRun = 50 } = options;
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (let i = 0; i < maxPerRun; i++) {
    const message = await claimNextMail(db, now());
    if (!message) break;
    try {
      await send(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const outcome = await markMailAttemptFailed(db, message, reason, now(), maxAttempts);
      report[outcome] += 1;
      const what = `${message.kind} e-mail ${message.id} (attempt ${message.attempts})`;
      if (outcome === 'failed') log.error(`gave up on ${what}: ${reason}`);
      else log.warn(`could not send ${what}, will retry: ${reason}`);
      continue;
    }
    await markMailSent(db, message.id, now());
    report.sent += 1;
  }
  return report;
}
