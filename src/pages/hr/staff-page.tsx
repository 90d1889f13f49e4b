import { useEffect, useRef, useState } from 'react';
import { focusIfLost } from '../../features/hr/focus-if-lost.ts';
import { staffRoles, type Staff } from '../../features/hr/hr-api-types.ts';
import { useStaff } from '../../features/hr/hr-session.tsx';
import { ExportLink, FilterSelect, SearchBox } from '../../features/hr/list-controls.tsx';
import { Pagination } from '../../features/hr/pagination.tsx';
import {
  StaffActionDialog,
  TemporaryPasswordDialog,
  type StaffAction,
  type TemporaryPassword,
} from '../../features/hr/staff-dialogs.tsx';
import { listStaff, staffCsvHref, type StaffQuery } from '../../features/hr/staff-api.ts';
import { StaffTable } from '../../features/hr/staff-table.tsx';
import { useHrData } from '../../features/hr/use-hr-data.ts';
import { useListQuery } from '../../features/hr/use-list-query.ts';

const pageSize = 50;
const defaults = { q: '', role: '', status: '', sort: 'email', order: 'asc' };

/**
 * `/hr/staff` (admins): the staff accounts, searched, filtered, sorted and exported; add, change
 * role, disable, reset a password.
 */
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
  const { values, page, update } = useListQuery(defaults);
  const query: StaffQuery = {
    ...(values as Omit<StaffQuery, 'offset' | 'limit'>),
    offset: (page - 1) * pageSize,
    limit: pageSize,
  };
  const list = useHrData(JSON.stringify(query), () => listStaff(query));
  const [open, setOpen] = useState<{ action: StaffAction; staff: Staff | null } | null>(null);
  const [temporary, setTemporary] = useState<TemporaryPassword | null>(null);
  // The button that opened the action: the password dialog opens after the action's own dialog
  // has closed, so closing it would leave focus nowhere.
  const opener = useRef<HTMLElement | null>(null);
  const openAction = (action: StaffAction, staff: Staff | null) => {
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
      <div className="hr-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => openAction('add', null)}
        >
          Add staff account
        </button>
        <ExportLink href={staffCsvHref(query)}>Export CSV</ExportLink>
      </div>
      <div className="hr-toolbar">
        <SearchBox label="Search e-mail or name" value={query.q} onSearch={(q) => update({ q })} />
        <FilterSelect label="Role" value={query.role} onChange={(role) => update({ role })}>
          <option value="">All</option>
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Account"
          value={query.status}
          onChange={(status) => update({ status })}
        >
          <option value="">All</option>
          <option value="active">Active</option>
          <option value="disabled">Disabled</option>
        </FilterSelect>
      </div>
      {list.error && (
        <p className="hr-alert hr-alert--error" role="alert">
          {list.error}
        </p>
      )}
      {list.data ? (
        <>
          <StaffTable
            staff={list.data.items}
            me={me}
            order={{ key: query.sort, direction: query.order }}
            onSort={(order) => update({ sort: order.key, order: order.direction })}
            onAction={openAction}
            busy={list.loading}
          />
          <Pagination
            page={page}
            pageSize={pageSize}
            total={list.data.total}
            label="Staff accounts"
            onPage={(to) => update({ page: to })}
          />
        </>
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
