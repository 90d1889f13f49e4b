import type { StaffSort, StaffStatus } from '../../../../shared/contract/hr-lists.ts';
import type { Page, StaffRole, StaffView } from '../../../../shared/contract/hr.ts';
import { exportHref, getPage, hrHttp } from '../kit/hr-http.ts';

/** Staff accounts (admin only; docs/hr-api.md, "Staff"). */

export interface StaffQuery {
  q: string;
  role: StaffRole | '';
  status: StaffStatus | '';
  sort: StaffSort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export async function listStaff(query: StaffQuery): Promise<Page<StaffView>> {
  return getPage('/staff', query);
}

/** The filtered list as CSV, in the list's order. */
export function staffCsvHref({ q, role, status, sort, order }: StaffQuery): string {
  return exportHref('staff/export.csv', { q, role, status, sort, order });
}

export async function addStaff(fields: {
  email: string;
  name: string;
  role: StaffRole;
  reason?: string;
}): Promise<{ staff: StaffView; temporaryPassword: string }> {
  return (await hrHttp.post<{ staff: StaffView; temporaryPassword: string }>('/staff', fields))
    .data;
}

export async function updateStaff(
  id: string,
  changes: { name?: string; role?: StaffRole; disabled?: boolean; reason: string },
): Promise<StaffView> {
  return (await hrHttp.patch<{ staff: StaffView }>(`/staff/${id}`, changes)).data.staff;
}

export async function resetStaffPassword(
  id: string,
  reason: string,
): Promise<{ staff: StaffView; temporaryPassword: string }> {
  return (
    await hrHttp.post<{ staff: StaffView; temporaryPassword: string }>(
      `/staff/${id}/reset-password`,
      {
        reason,
      },
    )
  ).data;
}
