/**
 * The name of the test the candidate takes ("Frontend developer, L1"), under a page's heading:
 * HR runs several tests at once, and a candidate should see they are in the right one. Nothing
 * until the server has said which (no default shown first).
 */
export function AssessmentName({ name }: { name: string | undefined }) {
  if (!name) return null;
  return <p className="candidate-assessment">{name}</p>;
}
