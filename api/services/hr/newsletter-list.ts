import { and, desc, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { newsletterSubscribers } from '../../db/schema/newsletter-subscribers.ts';
import type { SubscriberView } from '../../../shared/contract/hr.ts';
import type { SubscriberSort } from '../../../shared/contract/hr-lists.ts';
import { caseless, listOrder, textSearch } from './list-order.ts';
import { everyRowOf, tableList } from './paged-list.ts';

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

function subscriberWhere(filter: { status?: SubscriberStatus; q?: string }): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if ((filter.status ?? 'subscribed') === 'subscribed')
    parts.push(isNull(newsletterSubscribers.unsubscribedAt));
  if (filter.status === 'unsubscribed') parts.push(isNotNull(newsletterSubscribers.unsubscribedAt));
  parts.push(textSearch(filter.q, [newsletterSubscribers.email]));
  return parts.length > 0 ? and(...parts) : undefined;
}

// Still subscribed has no unsubscribe time: those rows come last when sorting by it.
const subscriberOrder = ({ sort, order }: Order): SQL[] =>
  listOrder(
    subscriberSortColumns[sort],
    order,
    [desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id)],
    { nullsLast: sort === 'unsubscribedAt' },
  );

export const listSubscribers = tableList(
  newsletterSubscribers,
  subscriberWhere,
  subscriberOrder,
  subscriberView,
);

export const allSubscribers = everyRowOf(listSubscribers, 1000);
