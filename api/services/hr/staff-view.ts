import type { StaffView } from '../../../shared/contract/hr.ts';
import type { StaffAccount } from '../../db/schema/staff.ts';

/** A staff account as the API shows it: never the hash. */
export function staffView(account: StaffAccount): StaffView {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    disabled: account.disabledAt !== null,
    mustChangePassword: account.mustChangePassword,
    createdAt: account.createdAt.toISOString(),
    lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
  };
}
