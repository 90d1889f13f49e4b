import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { backupsChangedEvent, getBackups } from './backups-api.ts';
import type { BackupOverviewView } from '../../../../shared/contract/hr.ts';
import { companyWhen } from '../kit/company-time.ts';

/**
 * Admins only: while the latest backup has failed, every console page says so (issue 20: "a
 * failed backup is shown to admins"). Looked up on each page change and after a backup is taken
 * on the backups page; an error reading it is not shown here (the backups page shows it).
 */
export function BackupFailureAlert() {
  const { pathname } = useLocation();
  const [failure, setFailure] = useState<BackupOverviewView['lastFailure']>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const changed = () => setVersion((n) => n + 1);
    window.addEventListener(backupsChangedEvent, changed);
    return () => window.removeEventListener(backupsChangedEvent, changed);
  }, []);

  useEffect(() => {
    let current = true;
    getBackups().then(
      (overview) => current && setFailure(overview.failing ? overview.lastFailure : null),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [pathname, version]);

  // The backups page states the failure itself, with its reason.
  if (!failure || pathname === '/hr/backups') return null;
  return (
    <p className="hr-alert hr-alert--error hr-console__backup-alert">
      The last backup failed ({companyWhen(failure.at)}): the hiring record is not backed up.{' '}
      <Link to="/hr/backups">See backups</Link>
    </p>
  );
}
