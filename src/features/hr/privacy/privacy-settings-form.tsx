import type { PrivacySettings } from '../../../../shared/contract/hr-privacy.ts';
import { updatePrivacySettingsSchema } from '../../../../shared/contract/privacy-notice.ts';
import { notify } from '../../../components/toast.ts';
import { ConsoleForm } from '../kit/console-form.tsx';
import { FormField } from '../kit/form-field.tsx';
import { LoadState } from '../kit/load-state.tsx';
import { useHrData } from '../kit/use-hr-data.ts';
import { useStaff } from '../hr-session.tsx';
import { getPrivacySettings, savePrivacySettings } from './privacy-settings-api.ts';

/**
 * The privacy settings' section of the "Personal data" page (issue 40): the company's details and
 * grievance contact the notices name, and how long personal data is kept. Admins change them,
 * with a reason (audited); a reviewer reads them.
 */
export function PrivacySettingsSection() {
  const settings = useHrData('privacy-settings', getPrivacySettings);
  const canEdit = useStaff().role === 'admin';
  return (
    <section aria-labelledby="privacy-settings-title">
      <h2 id="privacy-settings-title">Privacy settings</h2>
      <p className="hr-muted">
        The privacy notice candidates read before their first start, and the /privacy page, name
        these. Any change makes a new notice version: candidates who have not started yet are asked
        to read it again.
      </p>
      <LoadState state={settings} loading="Loading the privacy settings...">
        {(current) =>
          canEdit ? (
            // Keyed by what was loaded: a save shows the stored values, the reason emptied.
            <PrivacySettingsForm
              key={JSON.stringify(current)}
              settings={current}
              onSaved={settings.reload}
            />
          ) : (
            <PrivacySettingsSummary settings={current} />
          )
        }
      </LoadState>
    </section>
  );
}

export function PrivacySettingsForm({
  settings,
  onSaved,
}: {
  settings: PrivacySettings;
  onSaved: () => void;
}) {
  return (
    <ConsoleForm
      initialValues={{ ...settings, reason: '' }}
      validationSchema={updatePrivacySettingsSchema}
      className="hr-form"
      submitLabel="Save privacy settings"
      busyLabel="Saving..."
      onSubmit={async (values) => {
        await savePrivacySettings(updatePrivacySettingsSchema.cast(values));
        notify.success('Privacy settings saved.');
        onSaved();
      }}
    >
      <fieldset className="hr-form hr-form__group">
        <legend>The company (the Data Fiduciary)</legend>
        <FormField name="companyName" label="Legal name" autoComplete="organization" />
        <FormField name="companyAddress" label="Postal address" kind="textarea" rows={2} />
      </fieldset>
      <fieldset className="hr-form hr-form__group">
        <legend>Grievance contact</legend>
        <FormField name="grievanceOfficer" label="Grievance officer" hint="A name or a title." />
        <FormField name="grievanceEmail" label="E-mail" type="email" />
        <FormField name="grievancePhone" label="Phone" type="tel" />
      </fieldset>
      <fieldset className="hr-form hr-form__group">
        <legend>How long data is kept (days)</legend>
        <FormField
          name="candidateRetentionDays"
          label="Candidates"
          type="number"
          min={1}
          max={3650}
          hint="After the last decision of their drive; a drive may set its own."
        />
        <FormField
          name="enquiryRetentionDays"
          label="Enquiries"
          type="number"
          min={1}
          max={3650}
          hint="After the enquiry arrived."
        />
        <FormField
          name="unsubscribedRetentionDays"
          label="Unsubscribed addresses"
          type="number"
          min={1}
          max={3650}
          hint="After the unsubscription."
        />
        <FormField
          name="warnDaysBefore"
          label="Warn HR ahead of an erasure"
          type="number"
          min={1}
          max={90}
        />
      </fieldset>
      <FormField name="reason" label="Reason for the change" kind="textarea" rows={2} />
    </ConsoleForm>
  );
}

/** What a reviewer sees: the settings in words. */
function PrivacySettingsSummary({ settings }: { settings: PrivacySettings }) {
  return (
    <dl className="hr-facts">
      <dt>The company</dt>
      <dd>
        {settings.companyName}, {settings.companyAddress}
      </dd>
      <dt>Grievance contact</dt>
      <dd>
        {settings.grievanceOfficer}, {settings.grievanceEmail}, {settings.grievancePhone}
      </dd>
      <dt>Kept for (days)</dt>
      <dd>
        Candidates {settings.candidateRetentionDays}, enquiries {settings.enquiryRetentionDays},
        unsubscribed addresses {settings.unsubscribedRetentionDays}; HR is warned{' '}
        {settings.warnDaysBefore} days ahead.
      </dd>
    </dl>
  );
}
