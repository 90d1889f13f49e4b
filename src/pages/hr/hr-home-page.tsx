import { Link } from 'react-router-dom';
import { useStaff } from '../../features/hr/hr-session.tsx';
import { sectionsFor } from '../../features/hr/hr-sections.ts';

/** `/hr`: where each section leads, for the signed-in staff member's role. */
export default function HrHomePage() {
  const staff = useStaff();
  return (
    <>
      <h1>HR console</h1>
      <p className="hr-muted">
        Signed in as {staff.email} (
        {staff.role === 'admin' ? 'admin' : 'reviewer: you can read and decide'}).
      </p>
      <ul className="hr-overview">
        {sectionsFor(staff.role).map((section) => (
          <li key={section.to} className="hr-overview__item">
            <h2>
              <Link to={section.to}>{section.label}</Link>
            </h2>
            <p>{section.summary}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
