import { PracticalTasksPanel } from '../../features/hr/practical-tasks-panel.tsx';
import { useStaff } from '../../features/hr/hr-session.tsx';
import { SettingsForm } from '../../features/hr/settings-form.tsx';
import { getSettings } from '../../features/hr/settings-api.ts';
import { useHrData } from '../../features/hr/use-hr-data.ts';

/** `/hr/settings`: how tests are drawn and timed, and the practical round's tasks. */
export default function TestSettingsPage() {
  const canEdit = useStaff().role === 'admin';
  const settings = useHrData('settings', getSettings);
  return (
    <>
      <h1>Test settings</h1>
      {!canEdit && <p className="hr-muted">Only an admin can change these.</p>}
      {settings.error && (
        <p className="hr-alert hr-alert--error" role="alert">
          {settings.error}
        </p>
      )}
      {settings.data ? (
        <section className="hr-panel" aria-labelledby="mcq-settings-title">
          <h2 id="mcq-settings-title">MCQ test</h2>
          <SettingsForm answer={settings.data} canEdit={canEdit} onSaved={settings.reload} />
        </section>
      ) : (
        !settings.error && <p role="status">Loading the settings...</p>
      )}
      <PracticalTasksPanel canEdit={canEdit} />
    </>
  );
}
