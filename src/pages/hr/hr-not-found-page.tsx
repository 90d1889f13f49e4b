import { Link } from 'react-router-dom';

/** An address under /hr that is no section of the console. */
export default function HrNotFoundPage() {
  return (
    <>
      <h1>No such page in the HR console</h1>
      <p>
        <Link to="/hr">Go to the overview</Link>
      </p>
    </>
  );
}
