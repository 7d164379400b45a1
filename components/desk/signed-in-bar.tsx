import Link from 'next/link';

interface Props {
  email: string;
  signOut: (form: FormData) => Promise<void>;
  member?: boolean;
  owner?: boolean;
  local?: boolean;
}

export function SignedInBar({ email, signOut, member = false, owner = false, local = false }: Props) {
  return (
    <div className="desk-signed-in">
      <span>
        {local ? 'Opened on ' : 'Signed in as '}
        <strong>{email}</strong>
      </span>
      {member ? <a href="/desk/wedding">The wedding</a> : null}
      {member ? <a href="/desk/photos">Story &amp; gallery</a> : null}
      {member ? <a href="/desk/guest-photos">Guests&apos; photos</a> : null}
      {member ? <a href="/desk/messages">Messages</a> : null}
      {member ? <a href="/desk/notices">Notices</a> : null}
      {owner ? <a href="/desk/health">Health</a> : null}
      {owner && !local ? <a href="/desk/members">Members</a> : null}
      {owner ? <Link href="/desk/backups">Backups</Link> : null}
      <form action={signOut}>
        <button type="submit">Sign out</button>
      </form>
      {local ? null : (
        <form action={signOut}>
          <input type="hidden" name="scope" value="global" />
          <button type="submit">Sign out everywhere</button>
        </form>
      )}
    </div>
  );
}
