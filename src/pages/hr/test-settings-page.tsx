import { PracticalTasksPanel } from '../../features/hr/settings/practical-tasks-panel.tsx';
import { useStaff } from '../../features/hr/hr-session.tsx';
import { SettingsForm } from '../../features/hr/settings/settings-form.tsx';
import { getSettings } from '../../features/hr/settings/settings-api.ts';
import { useHrData } from '../../features/hr/kit/use-hr-data.ts';
import { LoadState } from '../../features/hr/kit/load-state.tsx';

/** `/hr/settings`: how tests are drawn and timed, and the practical round's tasks. */
export default function TestSettingsPage() {
  const canEdit = useStaff().role === 'admin';
  const settings = useHrData('settings', getSettings);
  return (
    <>
      <h1>Test settings</h1>
      {!canEdit && <p className="hr-muted">Only an admin can change these.</p>}
      <LoadState state={settings} loading="Loading the settings...">
        {(data) => (
          <section className="hr-panel" aria-labelledby="mcq-settings-title">
            <h2 id="mcq-settings-title">MCQ test</h2>
            <SettingsForm answer={data} canEdit={canEdit} onSaved={settings.reload} />
          </section>
        )}
      </LoadState>
      <PracticalTasksPanel canEdit={canEdit} />
    </>
  );
}
