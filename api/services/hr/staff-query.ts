import { and, asc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { staffAccounts } from '../../db/schema/staff.ts';
import type { StaffRole } from '../../../shared/contract/hr.ts';
import type { StaffSort, StaffStatus } from '../../../shared/contract/hr-lists.ts';
import { caseless, listOrder, textSearch } from './list-order.ts';
import { everyRowOf, tableList } from './paged-list.ts';
import { staffView } from './staff-view.ts';

export interface StaffFilter {
  /** Part of the e-mail or the name, any case. */
  q?: string;
  role?: StaffRole;
  status?: StaffStatus;
}

export interface StaffOrder {
  sort: StaffSort;
  order: 'asc' | 'desc';
}

function where(filter: StaffFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  parts.push(textSearch(filter.q, [staffAccounts.email, staffAccounts.name]));
  if (filter.role) parts.push(eq(staffAccounts.role, filter.role));
  if (filter.status === 'active') parts.push(isNull(staffAccounts.disabledAt));
  if (filter.status === 'disabled') parts.push(isNotNull(staffAccounts.disabledAt));
  return parts.length > 0 ? and(...parts) : undefined;
}

function orderOf({ sort, order }: StaffOrder): SQL[] {
  // E-mail is unique: the tie-break of every other sort.
  const tieBreak = [asc(staffAccounts.email)];
  switch (sort) {
    case 'email':
      return listOrder(staffAccounts.email, order, []);
    case 'name':
      return listOrder(caseless(staffAccounts.name), order, tieBreak);
    case 'role':
      return listOrder(staffAccounts.role, order, tieBreak);
    case 'lastSignInAt':
      return listOrder(staffAccounts.lastSignInAt, order, tieBreak, { nullsLast: true });
    case 'createdAt':
      return listOrder(staffAccounts.createdAt, order, tieBreak);
  }
}

/** One page of staff accounts, filtered and sorted, with the number matching the filter. */
export const listStaff = tableList(staffAccounts, where, orderOf, staffView);

/** Every account matching the filter, in the list's order, a page at a time (the CSV export). */
export const allStaff = everyRowOf(listStaff, 500);
