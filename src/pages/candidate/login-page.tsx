export default function LoginPage() {
  return (
    <section className="candidate-page">
      <h1>Candidate login</h1>
    </section>
  );
}
