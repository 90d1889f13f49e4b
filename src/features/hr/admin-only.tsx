import type { ReactNode } from 'react';
import type { StaffView } from '../../../shared/contract/hr.ts';
import { useStaff } from './hr-session.tsx';

/**
 * A section only admins may use: a reviewer who opens its address sees its heading and why it
 * stays shut; an admin sees `children`, given their own account.
 */
export function AdminOnly({
  title,
  children,
}: {
  title: string;
  children: (admin: StaffView) => ReactNode;
}) {
  const me = useStaff();
  if (me.role !== 'admin')
    return (
      <>
        <h1>{title}</h1>
        <p className="hr-alert">This needs an admin account.</p>
      </>
    );
  return children(me);
}
