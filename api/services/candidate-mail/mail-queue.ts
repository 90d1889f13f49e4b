import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  CandidateMailKind,
  CandidateMailSummary,
  CandidateMailView,
  MailDeliveryStatus,
} from '../../../shared/contract/hr-mail.ts';
import type { Db } from '../../db/database.ts';
import type { Candidate } from '../../db/schema/candidates.ts';
import { candidates } from '../../db/schema/candidates.ts';
import { mailOutbox, type MailStatus } from '../../db/schema/mail-outbox.ts';
import { renderText } from '../../mail/templates/candidate-mail.ts';
import { scrubbedBodies } from '../../mail/mail-outbox.ts';
import {
  mailPlaces,
  mailValues,
  placeKey,
  templateOf,
  type MailCandidate,
  type MailSettings,
} from './mail-values.ts';

export interface CandidateMailOrder {
  candidate: MailCandidate & Pick<Candidate, 'id' | 'email'>;
  kind: CandidateMailKind;
  /** An invitation's password, in plain text (it exists nowhere else). */
  password?: string;
}

/**
 * Queues e-mails to candidates in the caller's transaction (the outbox sends them), in batches
 * so an import of thousands is a few statements. A candidate without an address is skipped: the
 * number queued is answered.
 */
export async function queueCandidateMail(
  tx: Db,
  settings: MailSettings,
  orders: CandidateMailOrder[],
  now: Date,
): Promise<number> {
  const addressed = orders.filter((o) => o.candidate.email);
  if (addressed.length === 0) return 0;
  const places = await mailPlaces(
    tx,
    addressed.map((o) => o.candidate.cohort),
  );
  const rows = addressed.map(({ candidate, kind, password }) => {
    const place = places.get(placeKey(candidate)) ?? places.get('');
    if (!place) throw new Error('no place for a candidate');
    const mail = renderText(
      templateOf(place.assessment, kind),
      mailValues(candidate, place, settings, password),
    );
    return {
      kind,
      candidateId: candidate.id,
      toAddress: candidate.email as string,
      replyTo: settings.hrEmail,
      subject: mail.subject,
      textBody: mail.text,
      secret: password || null,
      nextAttemptAt: now,
      createdAt: now,
    };
  });
  for (let i = 0; i < rows.length; i += 200)
    await tx.insert(mailOutbox).values(rows.slice(i, i + 200));
  return rows.length;
}

/**
 * Cancels the candidates' e-mails still waiting (of the kinds given, or all): a resend's new
 * password supersedes the one a queued invitation holds; a withdrawn candidate is told nothing
 * more. A message being handed to the server at this moment still goes (and is marked sent).
 */
export async function cancelQueuedMail(
  tx: Db,
  candidateIds: string[],
  kinds?: CandidateMailKind[],
): Promise<void> {
  for (let i = 0; i < candidateIds.length; i += 1000)
    await tx
      .update(mailOutbox)
      .set({ status: 'cancelled', ...scrubbedBodies })
      .where(
        and(
          inArray(mailOutbox.candidateId, candidateIds.slice(i, i + 1000)),
          eq(mailOutbox.status, 'pending'),
          kinds ? inArray(mailOutbox.kind, kinds) : undefined,
        ),
      );
}

const deliveryStatus = (status: MailStatus): MailDeliveryStatus =>
  status === 'pending' ? 'queued' : status;

/** A candidate's e-mails, newest first, as their page lists them. */
export async function candidateMailHistory(
  db: Db,
  candidateId: string,
): Promise<CandidateMailView[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.candidateId, candidateId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as CandidateMailKind,
    to: r.toAddress,
    subject: r.subject,
    status: deliveryStatus(r.status),
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}

const latestOf = (columns: SQL) =>
  sql`(select ${columns} from ${mailOutbox} m where m.candidate_id = ${candidates.id} order by m.created_at desc, m.id desc limit 1)`;

/** The candidate's latest e-mail as the list shows it (one indexed look-up a row). */
export const latestMailSql = latestOf(
  sql`json_build_array(m.kind, m.status, m.last_error, coalesce(m.sent_at, m.created_at))`,
).mapWith((value: unknown): CandidateMailSummary | null => {
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as
    [string, MailStatus, string | null, string] | null;
  if (!parsed) return null;
  const [kind, status, lastError, at] = parsed;
  return {
    kind: kind as CandidateMailKind,
    status: deliveryStatus(status),
    lastError,
    at: new Date(at).toISOString(),
  };
});

/** The list's `mail=` filter: the latest e-mail's status (`none`: never e-mailed). */
export function latestMailIs(filter: MailDeliveryStatus | 'none'): SQL {
  const stored = filter === 'queued' ? 'pending' : filter;
  return sql`coalesce(${latestOf(sql`m.status`)}, 'none') = ${stored}`;
}
