export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>One heading and one paragraph: what the invitation is measured against.</p>
    </main>
  );
}
