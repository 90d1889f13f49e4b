import type { ListPage, Staff, StaffRole } from './hr-api-types.ts';
import { hrHttp } from './hr-http.ts';

/** Staff accounts (admin only; docs/hr-api.md, "Staff"). */

export async function listStaff(): Promise<ListPage<Staff>> {
  return (await hrHttp.get<ListPage<Staff>>('/staff', { params: { limit: 500 } })).data;
}

export async function addStaff(fields: {
  email: string;
  name: string;
  role: StaffRole;
  reason?: string;
}): Promise<{ staff: Staff; temporaryPassword: string }> {
  return (await hrHttp.post<{ staff: Staff; temporaryPassword: string }>('/staff', fields)).data;
}

export async function updateStaff(
  id: string,
  changes: { name?: string; role?: StaffRole; disabled?: boolean; reason: string },
): Promise<Staff> {
  return (await hrHttp.patch<{ staff: Staff }>(`/staff/${id}`, changes)).data.staff;
}

export async function resetStaffPassword(
  id: string,
  reason: string,
): Promise<{ staff: Staff; temporaryPassword: string }> {
  return (
    await hrHttp.post<{ staff: Staff; temporaryPassword: string }>(`/staff/${id}/reset-password`, {
      reason,
    })
  ).data;
}
