import { useState } from 'react';
import { formatWhen } from '../../features/candidate/when.ts';
import type { Staff } from '../../features/hr/hr-api-types.ts';
import { useStaff } from '../../features/hr/hr-session.tsx';
import {
  StaffActionDialog,
  TemporaryPasswordDialog,
  type StaffAction,
  type TemporaryPassword,
} from '../../features/hr/staff-dialogs.tsx';
import { listStaff } from '../../features/hr/staff-api.ts';
import { useHrData } from '../../features/hr/use-hr-data.ts';

/** `/hr/staff` (admins): the staff accounts; add, change role, disable, reset a password. */
export default function StaffPage() {
  const me = useStaff();
  if (me.role !== 'admin')
    return (
      <>
        <h1>Staff</h1>
        <p className="hr-alert">This needs an admin account.</p>
      </>
    );
  return <StaffAdmin me={me} />;
}

function StaffAdmin({ me }: { me: Staff }) {
  const list = useHrData('staff', listStaff);
  const [open, setOpen] = useState<{ action: StaffAction; staff: Staff | null } | null>(null);
  const [temporary, setTemporary] = useState<TemporaryPassword | null>(null);
  const act = (action: StaffAction, staff: Staff) => (
    <button
      type="button"
      className={`button button--small ${action === 'disable' || action === 'password' ? 'button--danger' : 'button--ghost'}`}
      onClick={() => setOpen({ action, staff })}
    >
      {
        {
          add: '',
          role: 'Change role',
          disable: 'Disable',
          enable: 'Enable',
          password: 'Reset password',
        }[action]
      }
      <span className="visually-hidden">
        {action === 'role' || action === 'password' ? ' of ' : ' '}
        {staff.name}
      </span>
    </button>
  );
  return (
    <>
      <h1>Staff</h1>
      <div className="hr-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => setOpen({ action: 'add', staff: null })}
        >
          Add staff account
        </button>
      </div>
      {list.error && (
        <p className="hr-alert hr-alert--error" role="alert">
          {list.error}
        </p>
      )}
      {list.data ? (
        <div className="hr-table-region" role="region" aria-label="Staff accounts" tabIndex={0}>
          <table className="hr-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Account</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((staff) => (
                <tr key={staff.id}>
                  <td>{staff.name}</td>
                  <td>{staff.email}</td>
                  <td>{staff.role}</td>
                  <td>
                    {staff.disabled ? (
                      <span className="hr-badge hr-badge--danger">Disabled</span>
                    ) : staff.mustChangePassword ? (
                      <span className="hr-badge hr-badge--warning">Must choose a password</span>
                    ) : (
                      <span className="hr-badge hr-badge--success">Active</span>
                    )}
                  </td>
                  <td>{staff.lastSignInAt ? formatWhen(staff.lastSignInAt) : '—'}</td>
                  <td>
                    {staff.id === me.id ? (
                      <span className="hr-muted">You</span>
                    ) : (
                      <div className="hr-row-actions">
                        {act('role', staff)}
                        {act(staff.disabled ? 'enable' : 'disable', staff)}
                        {act('password', staff)}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        !list.error && <p role="status">Loading staff...</p>
      )}
      <StaffActionDialog
        action={open?.action ?? null}
        staff={open?.staff ?? null}
        onClose={() => setOpen(null)}
        onDone={(issued) => {
          list.reload();
          if (issued) setTemporary(issued);
        }}
      />
      <TemporaryPasswordDialog temporary={temporary} onClose={() => setTemporary(null)} />
    </>
  );
}
