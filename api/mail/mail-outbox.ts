import { backoffDelay } from '../../shared/backoff.ts';
import { and, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { htmlOf } from './templates/candidate-mail.ts';
import { mailOutbox } from '../db/schema/mail-outbox.ts';

/** An e-mail as the outbox keeps it: complete, so sending needs nothing else. */
export interface OutboxMessage {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** An HTML alternative (candidates' e-mails). */
  html?: string;
  headers?: Record<string, string>;
}

export interface ClaimedMessage extends OutboxMessage {
  id: string;
  /** Counting this one. */
  attempts: number;
}

/**
 * How long a claimed message is reserved for the run that claimed it. Longer than one SMTP send can
 * take (see the transport's timeouts), so no other instance sends it meanwhile; a run that dies
 * leaves the message to be picked up again when the lease ends.
 */
export const claimLeaseMs = 5 * 60_000;

/** Waits between attempts: 30 s, 1, 2, 4 … minutes, at most an hour. */
export const retryDelayMs = (attempts: number): number =>
  backoffDelay(attempts, 30_000, 60 * 60_000);

/** Adds a message to send as soon as possible. Call it inside the transaction that stores its cause. */
export async function enqueueMail(db: Db, message: OutboxMessage, now: Date): Promise<void> {
  await db.insert(mailOutbox).values(outboxRow(message, now));
}

/** The insert `enqueueMail` runs, for a caller that writes it as part of a larger statement. */
export function enqueueMailStatement(db: Db, message: OutboxMessage, now: Date): SQL {
  return db.insert(mailOutbox).values(outboxRow(message, now)).getSQL();
}

function outboxRow(message: OutboxMessage, now: Date) {
  return {
    kind: message.kind,
    toAddress: message.to,
    replyTo: message.replyTo ?? null,
    subject: message.subject,
    textBody: message.text,
    headers: message.headers ?? null,
    nextAttemptAt: now,
    createdAt: now,
  };
}

/**
 * Reserves the next due message for this run, or returns null. `for update skip locked` lets
 * several instances claim at the same moment without ever taking the same row.
 */
export async function claimNextMail(db: Db, now: Date): Promise<ClaimedMessage | null> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({
      lockedUntil: new Date(now.getTime() + claimLeaseMs),
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  if (!row) return null;
  return {
    id: row.id,
    attempts: row.attempts,
    kind: row.kind,
    to: row.toAddress,
    ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    subject: row.subject,
    text: row.textBody,
    // A candidate's e-mail has an HTML part, made from the text as it is sent (storing it too
    // would double what a drive's invitations write in the import's transaction).
    ...(row.candidateId ? { html: htmlOf(row.textBody, row.subject) } : {}),
    ...(row.headers ? { headers: row.headers } : {}),
  };
}

/**
 * The body with its secret (an invitation's password) replaced, and the secret gone: set once
 * a message is sent, given up on or cancelled, so the outbox (and every backup made after) keeps
 * no password it no longer needs.
 */
export const scrubbedBodies = {
  textBody: sql`case when ${mailOutbox.secret} is null then ${mailOutbox.textBody}
    else replace(${mailOutbox.textBody}, ${mailOutbox.secret}, '[password removed once sent]') end`,
  secret: null,
};

export async function markMailSent(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null, ...scrubbedBodies })
    .where(eq(mailOutbox.id, id));
}

/** Sent in the 24 hours before `now`: what a daily limit counts. */
export async function sentInLastDay(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'sent'),
        sql`${mailOutbox.sentAt} > ${new Date(now.getTime() - 24 * 3600_000)}`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Records a failed attempt: the message waits `retryDelayMs` before the next one, or is marked
 * failed after `maxAttempts` or at once when the refusal is `permanent` (the server's 5xx: the
 * mailbox does not exist, the address is refused). It stays in the table, with its last error,
 * for a person to see.
 */
export async function markMailAttemptFailed(
  db: Db,
  message: ClaimedMessage,
  error: string,
  now: Date,
  maxAttempts: number,
  permanent = false,
): Promise<'retrying' | 'failed'> {
  const givingUp = permanent || message.attempts >= maxAttempts;
  await db
    .update(mailOutbox)
    .set({
      status: givingUp ? 'failed' : 'pending',
      lockedUntil: null,
      lastError: error.slice(0, 1000),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(message.attempts)),
      ...(givingUp ? scrubbedBodies : {}),
    })
    // A message cancelled while it was being tried stays cancelled.
    .where(and(eq(mailOutbox.id, message.id), eq(mailOutbox.status, 'pending')));
  return givingUp ? 'failed' : 'retrying';
}
