import type { FieldBinding } from '../kit/query-fields.ts';
import { FilterSelect } from '../kit/list-controls.tsx';
import { useHrData } from '../kit/use-hr-data.ts';
import { listStaff } from '../staff/staff-api.ts';

/**
 * "Who": one staff account's reads (what an account used by someone else reached). Disabled
 * accounts are listed too: a breach is often found after the account was shut.
 */
export function StaffFilter(binding: FieldBinding) {
  const staff = useHrData('access-staff', () =>
    listStaff({ q: '', role: '', status: '', sort: 'email', order: 'asc', offset: 0, limit: 500 }),
  );
  return (
    <FilterSelect label="Who" {...binding}>
      <option value="">Everyone</option>
      {staff.data?.items.map((account) => (
        <option key={account.id} value={account.id}>
          {account.email}
          {account.disabled ? ' (disabled)' : ''}
        </option>
      ))}
    </FilterSelect>
  );
}
