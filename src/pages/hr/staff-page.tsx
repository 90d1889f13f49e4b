import { useEffect, useRef, useState } from 'react';
import { focusIfLost } from '../../features/hr/kit/focus-if-lost.ts';
import { staffRoles, type StaffView } from '../../../shared/contract/hr.ts';
import { AdminOnly } from '../../features/hr/admin-only.tsx';
import { ListActions } from '../../features/hr/kit/list-actions.tsx';
import { ChoiceFilter, SearchBox, WordedFilter } from '../../features/hr/kit/list-controls.tsx';
import { PagedResults, usePagedList } from '../../features/hr/kit/paged-list.tsx';
import {
  StaffActionDialog,
  TemporaryPasswordDialog,
  type StaffAction,
  type TemporaryPassword,
} from '../../features/hr/staff/staff-dialogs.tsx';
import { listStaff, staffCsvHref, type StaffQuery } from '../../features/hr/staff/staff-api.ts';
import { StaffTable } from '../../features/hr/staff/staff-table.tsx';

const defaults = { q: '', role: '', status: '', sort: 'email', order: 'asc' };
const accountWords = { active: 'Active', disabled: 'Disabled' };

/**
 * `/hr/staff` (admins): the staff accounts, searched, filtered, sorted and exported; add, change
 * role, disable, reset a password.
 */
export default function StaffPage() {
  return <AdminOnly title="Staff">{(me) => <StaffAdmin me={me} />}</AdminOnly>;
}

function StaffAdmin({ me }: { me: StaffView }) {
  const paged = usePagedList(defaults, 50, (q) => listStaff(q as StaffQuery));
  const { list, sortBy, field } = paged;
  const query = paged.query as StaffQuery;
  const [open, setOpen] = useState<{ action: StaffAction; staff: StaffView | null } | null>(null);
  const [temporary, setTemporary] = useState<TemporaryPassword | null>(null);
  // The button that opened the action: the password dialog opens after the action's own dialog
  // has closed, so closing it would leave focus nowhere.
  const opener = useRef<HTMLElement | null>(null);
  const openAction = (action: StaffAction, staff: StaffView | null) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen({ action, staff });
  };
  // After the password dialog's own effect has closed it (a child's effects run first).
  useEffect(() => {
    if (temporary === null) focusIfLost(opener.current);
  }, [temporary]);
  return (
    <>
      <h1>Staff</h1>
      <ListActions csvHref={staffCsvHref(query)}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => openAction('add', null)}
        >
          Add staff account
        </button>
      </ListActions>
      <div className="hr-toolbar">
        <SearchBox label="Search e-mail or name" {...field('q')} />
        <ChoiceFilter label="Role" {...field('role')} choices={staffRoles} />
        <WordedFilter label="Account" {...field('status')} words={accountWords} />
      </div>
      <PagedResults {...paged} label="Staff accounts" loading="Loading staff...">
        {(staff) => (
          <StaffTable
            staff={staff}
            me={me}
            order={{ key: query.sort, direction: query.order }}
            onSort={sortBy}
            onAction={openAction}
            busy={list.loading}
          />
        )}
      </PagedResults>
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
