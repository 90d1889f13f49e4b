import type { AuditRow, Enquiry, EnquiryStatus, ListPage, Subscriber } from './hr-api-types.ts';
import { hrHttp, queryOf } from './hr-http.ts';

/** Enquiries, newsletter and the audit log (docs/hr-api.md). */

const csvHref = (path: string, params: Record<string, string>) => {
  const search = new URLSearchParams(queryOf(params) as Record<string, string>).toString();
  return `/api/hr/${path}${search ? `?${search}` : ''}`;
};

export interface PageQuery {
  offset: number;
  limit: number;
}

export async function listEnquiries(
  query: PageQuery & { status: string; q: string },
): Promise<ListPage<Enquiry>> {
  return (await hrHttp.get<ListPage<Enquiry>>('/enquiries', { params: queryOf({ ...query }) }))
    .data;
}

export async function setEnquiryStatus(id: string, status: EnquiryStatus): Promise<Enquiry> {
  return (await hrHttp.patch<{ enquiry: Enquiry }>(`/enquiries/${id}`, { status })).data.enquiry;
}

export const enquiriesCsvHref = (status: string) => csvHref('enquiries/export.csv', { status });

export async function listSubscribers(
  query: PageQuery & { status: string; q: string },
): Promise<ListPage<Subscriber>> {
  return (await hrHttp.get<ListPage<Subscriber>>('/newsletter', { params: queryOf({ ...query }) }))
    .data;
}

export const subscribersCsvHref = (status: string) => csvHref('newsletter/export.csv', { status });

export interface AuditQuery {
  entityType: string;
  action: string;
}

export async function listAudit(query: PageQuery & AuditQuery): Promise<ListPage<AuditRow>> {
  return (await hrHttp.get<ListPage<AuditRow>>('/audit', { params: queryOf({ ...query }) })).data;
}

export const auditCsvHref = (query: AuditQuery) => csvHref('audit/export.csv', { ...query });
