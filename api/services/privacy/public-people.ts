import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { erasures } from '../../db/schema/privacy.ts';
import { fail } from '../../domain/errors.ts';
import { erasableValues, personValues } from '../../domain/personal-redaction.ts';
import { recordAudit } from '../hr/audit.ts';
import type { ErasureCall } from './erase-candidate.ts';
import { fileNamePart, type PersonArchive } from './person-archive.ts';
import { earlierValues, mentionsAny, redactAuditRows, textArray } from './redact-logs.ts';

/**
 * The people of the public site: enquirers (by their e-mail address: every enquiry sent from it)
 * and newsletter subscribers. Their rows exist only for the enquiry or the subscription, so an
 * erasure deletes them, with the mail to or about them; the audit rows about them are redacted
 * and the register keeps the fact.
 */

type Row = Record<string, unknown>;
const plain = (rows: Row[]) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
    ),
  );

async function enquiriesOf(db: Db, email: string) {
  return queryRows<{ id: string; name: string; email: string; contact: string } & Row>(
    db,
    sql`select id, name, email, contact, subject, message, status, created_at, status_changed_at
        from contact_enquiries where lower(email) = lower(${email.trim()}) order by created_at`,
  );
}

/** Mail about the enquiries (the acknowledgement to the sender, the notice to the company). */
const mailMentioning = (values: readonly string[]) =>
  mentionsAny(sql`concat_ws(' ', to_address, subject, text_body)`, values);

export async function enquirerArchive(
  db: Db,
  email: string,
  company: string,
  now: Date,
): Promise<PersonArchive> {
  const enquiries = await enquiriesOf(db, email);
  if (enquiries.length === 0) throw fail.notFound('No enquiry from this address.');
  const values = erasableValues([email]);
  const mail = await queryRows<{ subject: string; text_body: string } & Row>(
    db,
    sql`select kind, to_address, subject, text_body, status, created_at, sent_at from mail_outbox
        where ${mailMentioning(values)} order by created_at`,
  );
  return {
    fileName: `personal-data-${fileNamePart(enquiries[0]?.name ?? '', 'enquirer')}-${now.toISOString().slice(0, 10)}.zip`,
    who: `the enquirer writing from ${email}`,
    company,
    generatedAt: now,
    sections: [
      {
        title: 'Your enquiries',
        lines: plain(enquiries).flatMap((e) => [
          `${String(e['created_at'])}  from ${String(e['name'])} <${String(e['email'])}>, ${String(e['contact'])}`,
          `Subject: ${String(e['subject'])}`,
          String(e['message']),
          `Status: ${String(e['status'])}`,
          '',
        ]),
      },
      {
        title: 'E-mails about them',
        lines: plain(mail).map(
          (m) =>
            `${String(m['created_at'])}  to ${String(m['to_address'])}: ${String(m['subject'])}`,
        ),
      },
    ],
    data: { enquiries: plain(enquiries), emails: plain(mail) },
    emails: mail.map((m) => ({ subject: m.subject, text: m.text_body })),
    files: [],
  };
}

export async function subscriberArchive(
  db: Db,
  id: string,
  company: string,
  now: Date,
): Promise<PersonArchive> {
  const [row] = await queryRows<{ email: string } & Row>(
    db,
    sql`select email, subscribed_at, unsubscribed_at from newsletter_subscribers where id = ${id}`,
  );
  if (!row) throw fail.notFound('Subscriber not found');
  const mail = await queryRows<{ subject: string; text_body: string } & Row>(
    db,
    sql`select kind, subject, text_body, status, created_at, sent_at from mail_outbox
        where lower(to_address) = lower(${row.email}) order by created_at`,
  );
  return {
    fileName: `personal-data-newsletter-${now.toISOString().slice(0, 10)}.zip`,
    who: `the newsletter subscriber ${row.email}`,
    company,
    generatedAt: now,
    sections: [
      {
        title: 'Your subscription',
        lines: Object.entries(plain([row])[0] ?? {}).map(([k, v]) => `${k}: ${String(v ?? '—')}`),
      },
      {
        title: 'E-mails sent to you',
        lines: plain(mail).map((m) => `${String(m['created_at'])}  ${String(m['subject'])}`),
      },
    ],
    data: { subscription: plain([row])[0], emails: plain(mail) },
    emails: mail.map((m) => ({ subject: m.subject, text: m.text_body })),
    files: [],
  };
}

async function register(
  tx: Db,
  call: ErasureCall,
  subjectType: 'enquirer' | 'subscriber',
  subjectIds: string[],
  removed: Record<string, number>,
) {
  await tx.insert(erasures).values({
    at: call.now,
    subjectType,
    subjectIds,
    source: call.source,
    actorId: call.actor?.id ?? null,
    actorEmail: call.actor?.email ?? null,
    reason: call.reason,
    removed,
  });
  await recordAudit(tx, call.actor, call.now, {
    action: `${subjectType}.erased`,
    entityType: subjectType === 'enquirer' ? 'enquiry' : 'subscriber',
    entityId: subjectIds[0] ?? null,
    reason: call.reason,
    after: { source: call.source, rows: subjectIds.length, removed },
  });
}

const affected = (result: unknown) => {
  const r = result as { affectedRows?: number; rowCount?: number };
  return r.affectedRows ?? r.rowCount ?? 0;
};

/** Erases the enquiries with these ids (all of one address on request; the old ones by retention). */
export async function eraseEnquiries(call: ErasureCall, ids: readonly string[]) {
  return call.db.transaction(async (tx) => {
    const rows = await queryRows<{ id: string; name: string; email: string; contact: string }>(
      tx,
      sql`select id, name, email, contact from contact_enquiries
          where id in (select (jsonb_array_elements_text(${textArray(ids)}))::uuid) for update`,
    );
    if (rows.length === 0) throw fail.notFound('No enquiry from this address.');
    const earlier = await earlierValues(tx, {
      entityType: 'enquiry',
      entityIds: rows.map((r) => r.id),
    });
    const person = personValues(
      [...rows.map((r) => r.name), ...earlier.names],
      [...rows.flatMap((r) => [r.email, r.contact]), ...earlier.distinctive],
    );
    const removed: Record<string, number> = {};
    const note = (table: string, n: number) => {
      if (n > 0) removed[table] = n;
    };
    const rowIds = textArray(rows.map((r) => r.id));
    note(
      'mail_outbox',
      affected(
        await tx.execute(sql`delete from mail_outbox where ${mailMentioning(person.distinctive)}`),
      ),
    );
    note(
      'contact_enquiries',
      affected(
        await tx.execute(
          sql`delete from contact_enquiries where id in (select (jsonb_array_elements_text(${rowIds}))::uuid)`,
        ),
      ),
    );
    note(
      'rate_limits',
      affected(
        await tx.execute(
          sql`delete from rate_limits where ${mentionsAny(sql`key`, person.distinctive)}`,
        ),
      ),
    );
    note(
      'audit_log',
      await redactAuditRows(
        tx,
        call.now,
        { entityType: 'enquiry', entityIds: rows.map((r) => r.id) },
        person,
      ),
    );
    await register(
      tx,
      call,
      'enquirer',
      rows.map((r) => r.id),
      removed,
    );
    return { removed, rows: rows.length };
  });
}

/** Erases an enquirer: every enquiry sent from the address. */
export async function eraseEnquirer(call: ErasureCall, email: string) {
  const enquiries = await enquiriesOf(call.db, email);
  if (enquiries.length === 0) throw fail.notFound('No enquiry from this address.');
  return eraseEnquiries(
    call,
    enquiries.map((e) => e.id),
  );
}

/** Erases a newsletter subscription (subscribed or not): the row, its mail, its audit mentions. */
export async function eraseSubscriber(call: ErasureCall, id: string) {
  return call.db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string; email: string }>(
      tx,
      sql`select id, email from newsletter_subscribers where id = ${id} for update`,
    );
    if (!row) throw fail.notFound('Subscriber not found');
    const earlier = await earlierValues(tx, { entityType: 'subscriber', entityIds: [id] });
    const person = personValues(earlier.names, [row.email, ...earlier.distinctive]);
    const removed: Record<string, number> = {};
    const note = (table: string, n: number) => {
      if (n > 0) removed[table] = n;
    };
    note(
      'mail_outbox',
      affected(
        await tx.execute(sql`delete from mail_outbox where ${mailMentioning(person.distinctive)}`),
      ),
    );
    note(
      'newsletter_subscribers',
      affected(await tx.execute(sql`delete from newsletter_subscribers where id = ${id}`)),
    );
    note(
      'audit_log',
      await redactAuditRows(tx, call.now, { entityType: 'subscriber', entityIds: [id] }, person),
    );
    await register(tx, call, 'subscriber', [id], removed);
    return { removed, rows: 1 };
  });
}

/** Corrects an enquirer's name, address and number on every enquiry from the address. */
export async function correctEnquirer(
  call: Omit<ErasureCall, 'source'>,
  input: { email: string; name: string; newEmail: string; contact?: string | undefined },
) {
  return call.db.transaction(async (tx) => {
    const before = await enquiriesOf(tx, input.email);
    if (before.length === 0) throw fail.notFound('No enquiry from this address.');
    await tx.execute(sql`
      update contact_enquiries set name = ${input.name}, email = ${input.newEmail},
        contact = coalesce(${input.contact ?? null}, contact)
      where lower(email) = lower(${input.email.trim()})`);
    await recordAudit(tx, call.actor, call.now, {
      action: 'enquirer.corrected',
      entityType: 'enquiry',
      entityId: before[0]?.id ?? null,
      reason: call.reason,
      before: { name: before[0]?.name, email: before[0]?.email, contact: before[0]?.contact },
      after: {
        name: input.name,
        email: input.newEmail,
        contact: input.contact ?? before[0]?.contact,
      },
    });
    return { enquiries: before.length };
  });
}

/** Corrects a subscriber's address (refused when the new one is subscribed already). */
export async function correctSubscriber(
  call: Omit<ErasureCall, 'source'>,
  id: string,
  email: string,
) {
  return call.db.transaction(async (tx) => {
    const [row] = await queryRows<{ email: string }>(
      tx,
      sql`select email from newsletter_subscribers where id = ${id} for update`,
    );
    if (!row) throw fail.notFound('Subscriber not found');
    const [taken] = await queryRows<{ id: string }>(
      tx,
      sql`select id from newsletter_subscribers where lower(email) = lower(${email}) and id <> ${id}`,
    );
    if (taken) throw fail.conflict('That address is subscribed already.');
    await tx.execute(
      sql`update newsletter_subscribers set email = ${email.toLowerCase()} where id = ${id}`,
    );
    await recordAudit(tx, call.actor, call.now, {
      action: 'subscriber.corrected',
      entityType: 'subscriber',
      entityId: id,
      reason: call.reason,
      before: { email: row.email },
      after: { email: email.toLowerCase() },
    });
    return { email: email.toLowerCase() };
  });
}
