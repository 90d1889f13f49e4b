import { and, desc, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter-subscribers.ts';
import type { Page, SubscriberView } from '../../../shared/contract/hr.ts';
import type { SubscriberSort } from '../../../shared/contract/hr-lists.ts';
import { caseless, listOrder, textSearch } from './list-order.ts';
import { everyPage, tablePage, type PageWindow } from './paged-list.ts';

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
  page: Order & PageWindow,
): Promise<Page<SubscriberView>> {
  const parts: (SQL | undefined)[] = [];
  if ((filter.status ?? 'subscribed') === 'subscribed')
    parts.push(isNull(newsletterSubscribers.unsubscribedAt));
  if (filter.status === 'unsubscribed') parts.push(isNotNull(newsletterSubscribers.unsubscribedAt));
  parts.push(textSearch(filter.q, [newsletterSubscribers.email]));
  const where = parts.length > 0 ? and(...parts) : undefined;
  // Still subscribed has no unsubscribe time: those rows come last when sorting by it.
  const order = listOrder(
    subscriberSortColumns[page.sort],
    page.order,
    [desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id)],
    { nullsLast: page.sort === 'unsubscribedAt' },
  );
  return tablePage(db, newsletterSubscribers, where, order, page, subscriberView);
}

export const allSubscribers = (
  db: Db,
  filter: { status?: SubscriberStatus; q?: string },
  order: Order,
): AsyncGenerator<SubscriberView> =>
  everyPage((window) => listSubscribers(db, filter, { ...order, ...window }), 1000);
