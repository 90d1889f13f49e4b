import { PrivacySettingsSection } from '../../features/hr/privacy/privacy-settings-form.tsx';

/**
 * `/hr/privacy`: what the product holds about a person (issue 40). Each part is a section of its
 * own component: the privacy settings here; finding a person, export, correction, erasure and
 * retention join it.
 */
export default function PrivacyPage() {
  return (
    <>
      <h1>Personal data</h1>
      <PrivacySettingsSection />
    </>
  );
}
