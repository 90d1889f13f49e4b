import { useState } from 'react';
import { useStaff } from '../../features/hr/hr-session.tsx';
import { ErasuresPanel } from '../../features/hr/privacy/erasures-panel.tsx';
import { PeoplePanel } from '../../features/hr/privacy/people-panel.tsx';
import { PrivacySettingsSection } from '../../features/hr/privacy/privacy-settings-form.tsx';
import { RetentionPanel } from '../../features/hr/privacy/retention-panel.tsx';

/**
 * `/hr/privacy`: what the product holds about a person (issue 40). Each part is a section of its
 * own component: finding a person (export, correction, erasure), the erasures retention will
 * make, and the register of erasures, for admins; then the privacy settings (a reviewer reads
 * them). A person's request comes first: it is what the page is opened for most.
 */
export default function PrivacyPage() {
  const isAdmin = useStaff().role === 'admin';
  // Counts the erasures made on the page: the register and what falls due show them.
  const [erasures, setErasures] = useState(0);
  const erased = () => setErasures((n) => n + 1);
  return (
    <>
      <h1>Personal data</h1>
      {isAdmin ? (
        <>
          <PeoplePanel onErased={erased} />
          <RetentionPanel refresh={erasures} onRan={erased} />
          <ErasuresPanel refresh={erasures} />
        </>
      ) : (
        <p className="hr-alert">
          Finding, exporting, correcting and erasing a person&apos;s data needs an admin account.
        </p>
      )}
      <PrivacySettingsSection />
    </>
  );
}
