import { ChangePasswordForm } from '../../features/hr/staff/change-password-form.tsx';
import { useStaff } from '../../features/hr/hr-session.tsx';

/** `/hr/account`: who is signed in, and the password change. */
export default function AccountPage() {
  const staff = useStaff();
  return (
    <>
      <h1>Your account</h1>
      <dl className="hr-facts">
        <dt>Name</dt>
        <dd>{staff.name}</dd>
        <dt>E-mail</dt>
        <dd>{staff.email}</dd>
        <dt>Role</dt>
        <dd>{staff.role}</dd>
      </dl>
      <h2>Change your password</h2>
      <p className="hr-muted">Changing it signs out your other sessions.</p>
      <ChangePasswordForm />
    </>
  );
}
