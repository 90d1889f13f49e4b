import type {
  EnquirySort,
  SortDirection,
  SubscriberSort,
} from '../../../../shared/contract/hr-lists.ts';
import type {
  EnquiryStatus,
  EnquiryView,
  Page,
  SubscriberView,
} from '../../../../shared/contract/hr.ts';
import { exportHref, getPage, hrHttp, type PageQuery } from '../kit/hr-http.ts';

/** Enquiries and the newsletter's subscribers (docs/hr-api.md). */

/** What a list shows and in which order; its export takes the same (paging aside). */
export interface EnquiryQuery {
  q: string;
  status: string;
  sort: EnquirySort;
  order: SortDirection;
}

export async function listEnquiries(query: PageQuery & EnquiryQuery): Promise<Page<EnquiryView>> {
  return getPage('/enquiries', query);
}

export async function setEnquiryStatus(id: string, status: EnquiryStatus): Promise<EnquiryView> {
  return (await hrHttp.patch<{ enquiry: EnquiryView }>(`/enquiries/${id}`, { status })).data
    .enquiry;
}

export const enquiriesCsvHref = ({ q, status, sort, order }: EnquiryQuery) =>
  exportHref('enquiries/export.csv', { q, status, sort, order });

export interface SubscriberQuery {
  q: string;
  status: string;
  sort: SubscriberSort;
  order: SortDirection;
}

export async function listSubscribers(
  query: PageQuery & SubscriberQuery,
): Promise<Page<SubscriberView>> {
  return getPage('/newsletter', query);
}

export const subscribersCsvHref = ({ q, status, sort, order }: SubscriberQuery) =>
  exportHref('newsletter/export.csv', { q, status, sort, order });
