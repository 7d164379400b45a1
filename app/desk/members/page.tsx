import { redirect } from 'next/navigation';
import { inviteAction, removeMemberAction } from '../member-actions';
import { InviteForm } from '@/components/desk/invite-form';
import { deskMember } from '@/lib/desk/visitor';

export default async function MembersPage() {
  const member = await deskMember();
  if (!member.place.members) redirect('/desk');
  const members = await member.place.members.list();
  const owner = member.role === 'owner';
  return (
    <>
      <p>
        <a href="/desk">← Guests</a>
      </p>
      <h1>Members</h1>
      <ul className="desk-guests" aria-label="Members">
        {members.map((m) => (
          <li key={m.userId}>
            <span>
              {m.email} · {m.role === 'owner' ? 'owner' : 'helper'}
            </span>
            {owner && m.email !== member.email ? (
              <details>
                <summary>Remove {m.email}</summary>
                <p>The desk closes to them at once, on every device: it tells them they are no longer a member.</p>
                <form action={removeMemberAction}>
                  <input type="hidden" name="user_id" value={m.userId} />
                  <button type="submit">Remove {m.email} now</button>
                </form>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
      {owner ? (
        <>
          <h2>Invite someone</h2>
          <InviteForm action={inviteAction} />
        </>
      ) : null}
    </>
  );
}
