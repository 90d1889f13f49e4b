import { Link } from 'react-router-dom';
import { useStaff } from '../../features/hr/hr-session.tsx';
import { PracticalTasksPanel } from '../../features/hr/settings/practical-tasks-panel.tsx';

/**
 * `/hr/settings`: the practical round's task bank. The page held the one test's settings before
 * there were assessments; its address stays (bookmarks, the docs, older links) rather than
 * redirecting, because the task bank, which every assessment chooses from, needs a home, and
 * the settings of each test are on Assessments now, which the page says.
 */
export default function TestSettingsPage() {
  const canEdit = useStaff().role === 'admin';
  return (
    <>
      <h1>Practical tasks</h1>
      <p className="hr-alert">
        The settings of each test (questions, time per question, pass mark, rounds, which of these
        tasks it sets) are under <Link to="/hr/assessments">Assessments</Link>.
      </p>
      {!canEdit && <p className="hr-muted">Only an admin can change these.</p>}
      <PracticalTasksPanel canEdit={canEdit} />
    </>
  );
}
