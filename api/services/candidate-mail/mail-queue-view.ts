import { sql } from 'drizzle-orm';
import type { MailQueueView } from '../../../shared/contract/hr-mail.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';

/**
 * Whether mail leaves this server and how far its queue has got, for the console's panel: one
 * statement over the outbox (the waiting rows through the due index).
 */
export async function mailQueueView(db: Db, config: Config, now: Date): Promise<MailQueueView> {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending')::int`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')::int`,
      sentLastDay: sql<number>`count(*) filter (where ${mailOutbox.status} = 'sent' and ${mailOutbox.sentAt} > ${dayAgo})::int`,
      oldest: sql<
        string | null
      >`min(${mailOutbox.createdAt}) filter (where ${mailOutbox.status} = 'pending')`,
    })
    .from(mailOutbox);
  const queued = row?.queued ?? 0;
  const enabled = Boolean(config.SMTP_URL);
  const rate = config.MAIL_RATE_PER_SECOND;
  return {
    enabled,
    ratePerSecond: rate,
    dailyLimit: config.MAIL_DAILY_LIMIT > 0 ? config.MAIL_DAILY_LIMIT : null,
    queued,
    sentLastDay: row?.sentLastDay ?? 0,
    failed: row?.failed ?? 0,
    oldestQueuedAt: row?.oldest ? new Date(row.oldest).toISOString() : null,
    // The rate alone: a daily limit or retries may make it later.
    estimatedDoneAt:
      enabled && queued > 0 ? new Date(now.getTime() + (queued / rate) * 1000).toISOString() : null,
  };
}
