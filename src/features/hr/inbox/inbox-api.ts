import type {
  AuditSort,
  EnquirySort,
  SortDirection,
  SubscriberSort,
} from '../../../../shared/contract/hr-lists.ts';
import type {
  AuditRowView,
  EnquiryStatus,
  EnquiryView,
  Page,
  SubscriberView,
} from '../../../../shared/contract/hr.ts';
import { exportHref, hrHttp, queryOf } from '../kit/hr-http.ts';

/** Enquiries, newsletter and the audit log (docs/hr-api.md). */

export interface PageQuery {
  offset: number;
  limit: number;
}

/** What a list shows and in which order; its export takes the same (paging aside). */
export interface EnquiryQuery {
  q: string;
  status: string;
  sort: EnquirySort;
  order: SortDirection;
}

export async function listEnquiries(query: PageQuery & EnquiryQuery): Promise<Page<EnquiryView>> {
  return (await hrHttp.get<Page<EnquiryView>>('/enquiries', { params: queryOf({ ...query }) }))
    .data;
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
  return (await hrHttp.get<Page<SubscriberView>>('/newsletter', { params: queryOf({ ...query }) }))
    .data;
}

export const subscribersCsvHref = ({ q, status, sort, order }: SubscriberQuery) =>
  exportHref('newsletter/export.csv', { q, status, sort, order });

export interface AuditQuery {
  entityType: string;
  action: string;
  /** Newest first when left out. */
  sort?: AuditSort;
  order?: SortDirection;
}

export async function listAudit(query: PageQuery & AuditQuery): Promise<Page<AuditRowView>> {
  return (await hrHttp.get<Page<AuditRowView>>('/audit', { params: queryOf({ ...query }) })).data;
}

export const auditCsvHref = ({ entityType, action, sort, order }: AuditQuery) =>
  exportHref('audit/export.csv', { entityType, action, sort, order });
