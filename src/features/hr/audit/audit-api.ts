import type { AuditSort, SortDirection } from '../../../../shared/contract/hr-lists.ts';
import type { AuditRowView, Page } from '../../../../shared/contract/hr.ts';
import { exportHref, getPage, type PageQuery } from '../kit/hr-http.ts';

/** The audit log (docs/hr-api.md, "Audit log"). */

export interface AuditQuery {
  entityType: string;
  action: string;
  /** Newest first when left out. */
  sort?: AuditSort;
  order?: SortDirection;
}

export async function listAudit(query: PageQuery & AuditQuery): Promise<Page<AuditRowView>> {
  return getPage('/audit', query);
}

export const auditCsvHref = ({ entityType, action, sort, order }: AuditQuery) =>
  exportHref('audit/export.csv', { entityType, action, sort, order });
