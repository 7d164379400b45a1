import { redirect } from 'next/navigation';
import { inviteAction, removeMemberAction } from '../member-actions';
import { InviteForm } from '@/components/desk/invite-form';
import { listMembers } from '@/lib/desk/desk-members';
import { memberSession } from '@/lib/desk/desk-session';

export default async function MembersPage() {
  const member = await memberSession();
  if (!member?.client) redirect('/desk');
  const members = await listMembers(member.client);
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
                <p>They are signed out of the desk at once, on every device.</p>
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
