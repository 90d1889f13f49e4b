import type { StaffSort } from '../../../../shared/contract/hr-lists.ts';
import { companyDate, companyWhen } from '../kit/company-time.ts';
import type { StaffView } from '../../../../shared/contract/hr.ts';
import { sortableHeaders, type ServerSorting } from '../kit/sortable-header.tsx';
import type { StaffAction } from './staff-dialogs.tsx';
import { DataTable } from '../kit/data-table.tsx';

const actionLabels: Record<Exclude<StaffAction, 'add'>, string> = {
  role: 'Change role',
  disable: 'Disable',
  enable: 'Enable',
  password: 'Reset password',
};

/**
 * One page of staff accounts, sorted on the server (a header press asks for the page again in
 * the new order), with each account's actions; an admin's own row has none.
 */
export function StaffTable({
  staff,
  me,
  order,
  onSort,
  onAction,
  busy,
}: ServerSorting<StaffSort> & {
  staff: StaffView[];
  me: StaffView;
  onAction: (action: StaffAction, staff: StaffView) => void;
  busy: boolean;
}) {
  const header = sortableHeaders({ order, onSort });
  const act = (action: Exclude<StaffAction, 'add'>, account: StaffView) => (
    <button
      type="button"
      className={`button button--small ${action === 'disable' || action === 'password' ? 'button--danger' : 'button--ghost'}`}
      onClick={() => onAction(action, account)}
    >
      {actionLabels[action]}
      <span className="visually-hidden">
        {action === 'role' || action === 'password' ? ' of ' : ' '}
        {account.name}
      </span>
    </button>
  );
  return (
    <DataTable
      label="Staff accounts"
      busy={busy}
      columns={[
        header('Name', 'name'),
        header('E-mail', 'email'),
        header('Role', 'role'),
        'Account',
        header('Last sign-in', 'lastSignInAt'),
        header('Created', 'createdAt'),
        'Actions',
      ]}
    >
      {staff.map((account) => (
        <tr key={account.id}>
          <td>{account.name}</td>
          <td>{account.email}</td>
          <td>{account.role}</td>
          <td>
            {account.disabled ? (
              <span className="hr-badge hr-badge--danger">Disabled</span>
            ) : account.mustChangePassword ? (
              <span className="hr-badge hr-badge--warning">Must choose a password</span>
            ) : (
              <span className="hr-badge hr-badge--success">Active</span>
            )}
          </td>
          <td>{account.lastSignInAt ? companyWhen(account.lastSignInAt) : '—'}</td>
          <td>{companyDate(account.createdAt)}</td>
          <td>
            {account.id === me.id ? (
              <span className="hr-muted">You</span>
            ) : (
              <div className="hr-row-actions">
                {act('role', account)}
                {act(account.disabled ? 'enable' : 'disable', account)}
                {act('password', account)}
              </div>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
