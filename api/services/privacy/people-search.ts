import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { PeopleView } from '../../../shared/contract/hr-privacy.ts';
import { likePatterns } from './redact-logs.ts';

/** At most this many of each kind: a search names a person, it does not list everyone. */
export const peopleLimit = 50;

const isoOf = (value: Date | string | null) =>
  value === null
    ? null
    : value instanceof Date
      ? value.toISOString()
      : new Date(value).toISOString();

/**
 * Everyone the product holds data about whose name, e-mail address, phone or one-time ID
 * contains `q` (case-insensitive): the start of an access, correction or erasure request.
 */
export async function findPeople(db: Db, q: string): Promise<PeopleView> {
  const [pattern = '%'] = likePatterns([q.trim()]);
  const candidates = await queryRows<{
    id: string;
    full_name: string;
    email: string | null;
    phone: string | null;
    one_time_id: string;
    cohort: string | null;
    created_at: Date | string;
    erased_at: Date | string | null;
  }>(
    db,
    sql`select id, full_name, email, phone, one_time_id, cohort, created_at, erased_at
        from candidates
        where full_name ilike ${pattern} or email ilike ${pattern} or phone ilike ${pattern}
           or one_time_id ilike ${pattern}
        order by created_at desc, id limit ${peopleLimit}`,
  );
  const enquiries = await queryRows<{
    id: string;
    name: string;
    email: string;
    contact: string;
    subject: string;
    created_at: Date | string;
  }>(
    db,
    sql`select id, name, email, contact, subject, created_at from contact_enquiries
        where lower(email) in (
          select lower(email) from contact_enquiries
          where name ilike ${pattern} or email ilike ${pattern} or contact ilike ${pattern}
          group by lower(email) order by max(created_at) desc limit ${peopleLimit})
        order by created_at desc`,
  );
  const subscribers = await queryRows<{
    id: string;
    email: string;
    subscribed_at: Date | string;
    unsubscribed_at: Date | string | null;
  }>(
    db,
    sql`select id, email, subscribed_at, unsubscribed_at from newsletter_subscribers
        where email ilike ${pattern} order by subscribed_at desc limit ${peopleLimit}`,
  );
  const enquirers = new Map<string, PeopleView['enquirers'][number]>();
  for (const e of enquiries) {
    const key = e.email.toLowerCase();
    const entry = enquirers.get(key) ?? { email: e.email, names: [], enquiries: [] };
    if (!entry.names.includes(e.name)) entry.names.push(e.name);
    entry.enquiries.push({
      id: e.id,
      name: e.name,
      contact: e.contact,
      subject: e.subject,
      createdAt: isoOf(e.created_at) ?? '',
    });
    enquirers.set(key, entry);
  }
  return {
    candidates: candidates.map((c) => ({
      id: c.id,
      fullName: c.full_name,
      email: c.email,
      phone: c.phone,
      oneTimeId: c.one_time_id,
      drive: c.cohort,
      createdAt: isoOf(c.created_at) ?? '',
      erasedAt: isoOf(c.erased_at),
    })),
    enquirers: [...enquirers.values()],
    subscribers: subscribers.map((s) => ({
      id: s.id,
      email: s.email,
      subscribedAt: isoOf(s.subscribed_at) ?? '',
      unsubscribedAt: isoOf(s.unsubscribed_at),
    })),
  };
}
