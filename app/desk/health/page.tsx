import { refreshSnapshotAction } from '../health-actions';
import { HealthFindings } from '@/components/desk/health-findings';
import { deskHealth } from '@/lib/desk/desk-health';
import { deskMember } from '@/lib/desk/visitor';

export default async function HealthPage() {
  const member = await deskMember('owner');
  const health = await deskHealth(member.place);
  return (
    <>
      <p>
        <a href="/desk">← Guests</a>
      </p>
      <h1>Health</h1>
      <HealthFindings {...health} refreshSnapshot={refreshSnapshotAction} />
    </>
  );
}
