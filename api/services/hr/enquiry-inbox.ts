import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { contactEnquiries } from '../../db/schema/contact-enquiries.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter-subscribers.ts';
import { fail } from '../../domain/errors.ts';
import type {
  EnquiryStatus,
  EnquiryView,
  Page,
  SubscriberView,
} from '../../../shared/contract/hr.ts';
import { recordAudit, type Actor } from './audit.ts';

type Enquiry = typeof contactEnquiries.$inferSelect;
const likePattern = (q: string) => `%${q.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const enquiryView = (e: Enquiry): EnquiryView => ({
  id: e.id,
  name: e.name,
  email: e.email,
  contact: e.contact,
  subject: e.subject,
  message: e.message,
  status: e.status,
  createdAt: e.createdAt.toISOString(),
  statusChangedAt: e.statusChangedAt?.toISOString() ?? null,
});

function enquiryWhere(filter: { status?: EnquiryStatus; q?: string }): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.status) parts.push(eq(contactEnquiries.status, filter.status));
  if (filter.q?.trim()) {
    const p = likePattern(filter.q);
    parts.push(
      or(
        ilike(contactEnquiries.name, p),
        ilike(contactEnquiries.email, p),
        ilike(contactEnquiries.subject, p),
        ilike(contactEnquiries.message, p),
      ),
    );
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

/** The inbox, newest first, with the whole message. */
export async function listEnquiries(
  db: Db,
  filter: { status?: EnquiryStatus; q?: string },
  page: { offset: number; limit: number },
): Promise<Page<EnquiryView>> {
  const where = enquiryWhere(filter);
  const rows = await db
    .select()
    .from(contactEnquiries)
    .where(where)
    .orderBy(desc(contactEnquiries.createdAt), desc(contactEnquiries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(contactEnquiries).where(where);
  return { items: rows.map(enquiryView), total: total?.n ?? 0, ...page };
}

export async function* allEnquiries(db: Db, filter: { status?: EnquiryStatus; q?: string }) {
  for (let offset = 0; ; offset += 1000) {
    const page = await listEnquiries(db, filter, { offset, limit: 1000 });
    yield* page.items;
    if (page.items.length < 1000) return;
  }
}

/** Moves an enquiry between new, replied and archived. */
export async function setEnquiryStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: EnquiryStatus,
  reason: string | undefined,
  now: Date,
): Promise<EnquiryView> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contactEnquiries).where(eq(contactEnquiries.id, id));
    if (!before) throw fail.notFound('No such enquiry.');
    const [after] = await tx
      .update(contactEnquiries)
      .set({ status, statusChangedAt: now })
      .where(eq(contactEnquiries.id, id))
      .returning();
    if (!after) throw fail.notFound('No such enquiry.');
    await recordAudit(tx, actor, now, {
      action: 'enquiry.status-changed',
      entityType: 'enquiry',
      entityId: id,
      reason,
      before: { status: before.status },
      after: { status },
    });
    return enquiryView(after);
  });
}

export const subscriberStatuses = ['subscribed', 'unsubscribed', 'all'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

type Subscriber = typeof newsletterSubscribers.$inferSelect;
const subscriberView = (s: Subscriber): SubscriberView => ({
  id: s.id,
  email: s.email,
  subscribedAt: s.subscribedAt.toISOString(),
  unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
});

export async function listSubscribers(
  db: Db,
  filter: { status?: SubscriberStatus; q?: string },
  page: { offset: number; limit: number },
): Promise<Page<SubscriberView>> {
  const parts: (SQL | undefined)[] = [];
  if ((filter.status ?? 'subscribed') === 'subscribed')
    parts.push(isNull(newsletterSubscribers.unsubscribedAt));
  if (filter.status === 'unsubscribed') parts.push(isNotNull(newsletterSubscribers.unsubscribedAt));
  if (filter.q?.trim()) parts.push(ilike(newsletterSubscribers.email, likePattern(filter.q)));
  const where = parts.length > 0 ? and(...parts) : undefined;
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(newsletterSubscribers).where(where);
  return { items: rows.map(subscriberView), total: total?.n ?? 0, ...page };
}

export async function* allSubscribers(db: Db, filter: { status?: SubscriberStatus; q?: string }) {
  for (let offset = 0; ; offset += 1000) {
    const page = await listSubscribers(db, filter, { offset, limit: 1000 });
    yield* page.items;
    if (page.items.length < 1000) return;
  }
}
