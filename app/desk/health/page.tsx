import { redirect } from 'next/navigation';
import { HealthFindings } from '@/components/desk/health-findings';
import { deskHealth } from '@/lib/desk/desk-health';
import { deskSessionWith } from '@/lib/desk/desk-session';

export default async function HealthPage() {
  const session = await deskSessionWith(deskHealth);
  if (!session?.data) redirect('/desk');
  return (
    <>
      <p>
        <a href="/desk">← Guests</a>
      </p>
      <h1>Health</h1>
      <HealthFindings {...session.data} />
    </>
  );
}
