import type { Db } from '../db/database.ts';
import { log } from '../lib/log.ts';
import {
  claimNextMail,
  markMailAttemptFailed,
  markMailSent,
  sentInLastDay,
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
  /** MAIL_RATE_PER_SECOND: messages are handed over no faster (providers limit per second). */
  ratePerSecond?: number;
  /** MAIL_DAILY_LIMIT: at most this many in any 24 hours (0: no limit). */
  dailyLimit?: number;
  /** Waits (injected: tests pace on a controlled clock). */
  sleep?: (ms: number) => Promise<void>;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  /** The daily limit stopped the run. */
  heldByDailyLimit: boolean;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A refusal that no retry will change: the SMTP server's 5xx answer (no such mailbox, address
 * refused, message refused). A 4xx answer (mailbox busy, greylisting, a rate limit) and an error
 * without a code (no connection, a timeout) are temporary.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Sends the messages that are due, one claim at a time, at most `ratePerSecond` and never past the
 * daily limit. A failure never stops the run: a temporary one is rescheduled with back-off (or
 * marked failed at the last attempt), a permanent one is marked failed, and the next is tried.
 */
export async function deliverDueMail(options: DeliveryOptions): Promise<DeliveryReport> {
  const { db, send, now, maxAttempts, maxPerRun = 50, ratePerSecond = 0, dailyLimit = 0 } = options;
  const sleep = options.sleep ?? realSleep;
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, heldByDailyLimit: false };
  let allowance = dailyLimit > 0 ? dailyLimit - (await sentInLastDay(db, now())) : Infinity;
  const gapMs = ratePerSecond > 0 ? 1000 / ratePerSecond : 0;
  let nextAt = now().getTime();
  for (let i = 0; i < maxPerRun; i++) {
    if (allowance <= 0) {
      report.heldByDailyLimit = true;
      break;
    }
    const wait = nextAt - now().getTime();
    if (wait > 0) await sleep(wait);
    const message = await claimNextMail(db, now());
    if (!message) break;
    nextAt = Math.max(nextAt, now().getTime()) + gapMs;
    try {
      await send(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const permanent = isPermanentRefusal(error);
      const outcome = await markMailAttemptFailed(
        db,
        message,
        reason,
        now(),
        maxAttempts,
        permanent,
      );
      report[outcome] += 1;
      const what = `${message.kind} e-mail ${message.id} (attempt ${message.attempts})`;
      if (outcome === 'failed')
        log.error(`gave up on ${what}${permanent ? ', refused for good' : ''}: ${reason}`);
      else log.warn(`could not send ${what}, will retry: ${reason}`);
      continue;
    }
    await markMailSent(db, message.id, now());
    allowance -= 1;
    report.sent += 1;
  }
  return report;
}
