import { useRef, type ReactNode } from 'react';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { PendingButton } from '../../components/pending-button.tsx';
import { BackupFailureAlert } from './backups/backup-failure-alert.tsx';
import { notify } from '../../components/toast.ts';
import { ChangePasswordForm } from './staff/change-password-form.tsx';
import type { StaffView } from '../../../shared/contract/hr.ts';
import { useFocusIfLost } from './kit/focus-if-lost.ts';
import { hrErrorMessage } from './kit/hr-http.ts';
import { HrNavigation } from './hr-navigation.tsx';
import { useHrSession } from './hr-session.tsx';
import { SignInForm } from './staff/sign-in-form.tsx';

/**
 * What /hr shows for the session's state: restoring it, the sign-in form (at whatever section
 * was asked for, which then opens), the password change an admin-set password requires, or the
 * console (header, navigation, and `children`: the section).
 */
export function HrConsoleFrame({ children }: { children: ReactNode }) {
  const { state, retry } = useHrSession();
  if (state.status === 'restoring')
    return (
      <p className="hr-card hr-card--narrow" role="status">
        Loading the HR console...
      </p>
    );
  if (state.status === 'unreachable')
    return (
      <section className="hr-card hr-card--narrow" aria-labelledby="hr-unreachable-title">
        <h1 id="hr-unreachable-title">The HR console cannot reach the server</h1>
        <p>Check the connection, then try again.</p>
        <button type="button" className="button button--primary" onClick={retry}>
          Try again
        </button>
      </section>
    );
  if (state.status === 'signed-out') return <SignInForm sessionEnded={state.ended} />;
  return <SignedInConsole staff={state.staff}>{children}</SignedInConsole>;
}

function SignedInConsole({ staff, children }: { staff: StaffView; children: ReactNode }) {
  const { signOut } = useHrSession();
  // Signing in removed the button that had focus: the console takes it, not the page body.
  const consoleRef = useRef<HTMLDivElement>(null);
  useFocusIfLost(consoleRef);

  return (
    <div className="hr-console" ref={consoleRef} tabIndex={-1}>
      <header className="hr-console__header">
        <BrandLogo />
        <p className="hr-console__who">
          <span className="visually-hidden">Signed in as </span>
          <span className="hr-console__name">{staff.name}</span>{' '}
          <span className="hr-badge">{staff.role}</span>
        </p>
        <PendingButton
          className="button button--ghost"
          onPress={async () => {
            try {
              await signOut();
              return true;
            } catch (error) {
              notify.error(hrErrorMessage(error));
              return false;
            }
          }}
        >
          Sign out
        </PendingButton>
      </header>
      {staff.mustChangePassword ? (
        <section className="hr-card hr-card--narrow" aria-labelledby="hr-first-password-title">
          <h1 id="hr-first-password-title">Choose your password</h1>
          <ChangePasswordForm required />
        </section>
      ) : (
        <div className="hr-console__body">
          <HrNavigation role={staff.role} />
          <div className="hr-console__section">
            {staff.role === 'admin' && <BackupFailureAlert />}
            {children}
          </div>
        </div>
      )}
    </div>
  );
}
