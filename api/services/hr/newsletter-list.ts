import { and, count, desc, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter-subscribers.ts';
import type { Page, SubscriberView } from '../../../shared/contract/hr.ts';
import type { SubscriberSort } from '../../../shared/contract/hr-lists.ts';
import { caseless, likePattern, listOrder } from './list-order.ts';

type Order = { sort: SubscriberSort; order: 'asc' | 'desc' };

export const subscriberStatuses = ['subscribed', 'unsubscribed', 'all'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

type Subscriber = typeof newsletterSubscribers.$inferSelect;
const subscriberView = (s: Subscriber): SubscriberView => ({
  id: s.id,
  email: s.email,
  subscribedAt: s.subscribedAt.toISOString(),
  unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
});

const subscriberSortColumns = {
  subscribedAt: newsletterSubscribers.subscribedAt,
  email: caseless(newsletterSubscribers.email),
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
} as const;

export async function listSubscribers(
  db: Db,
  filter: { status?: SubscriberStatus; q?: string },
  page: Order & { offset: number; limit: number },
): Promise<Page<SubscriberView>> {
  const parts: (SQL | undefined)[] = [];
  if ((filter.status ?? 'subscribed') === 'subscribed')
    parts.push(isNull(newsletterSubscribers.unsubscribedAt));
  if (filter.status === 'unsubscribed') parts.push(isNotNull(newsletterSubscribers.unsubscribedAt));
  if (filter.q?.trim()) parts.push(ilike(newsletterSubscribers.email, likePattern(filter.q)));
  const where = parts.length > 0 ? and(...parts) : undefined;
  // Still subscribed has no unsubscribe time: those rows come last when sorting by it.
  const order = listOrder(
    subscriberSortColumns[page.sort],
    page.order,
    [desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id)],
    { nullsLast: page.sort === 'unsubscribedAt' },
  );
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(newsletterSubscribers).where(where);
  return {
    items: rows.map(subscriberView),
    total: total?.n ?? 0,
    offset: page.offset,
    limit: page.limit,
  };
}

export async function* allSubscribers(
  db: Db,
  filter: { status?: SubscriberStatus; q?: string },
  order: Order,
) {
  for (let offset = 0; ; offset += 1000) {
    const page = await listSubscribers(db, filter, { ...order, offset, limit: 1000 });
    yield* page.items;
    if (page.items.length < 1000) return;
  }
}
