import { notFound } from 'next/navigation';
import { acceptInvite } from '../../actions';
import { PasswordForm } from '@/components/desk/password-form';
import { ScriptMark } from '@/components/desk/script-mark';
import { deskClient } from '@/lib/desk/desk-client';
import { INVITE_TOKEN } from '@/lib/desk/desk-fields';
import { inviteEmail } from '@/lib/desk/desk-member';

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const client = await deskClient();
  if (!client) notFound();
  const { token } = await params;
  const email = INVITE_TOKEN.test(token) ? await inviteEmail(client, token) : null;
  if (!email) {
    return (
      <>
        <h1>This invite cannot be used</h1>
        <p>It was used already, it is more than a week old, or the link is not whole. Ask for a new one.</p>
      </>
    );
  }
  return (
    <>
      <h1>Join the wedding desk</h1>
      <p>Choose a password to sign in with from now on, on this phone or any other.</p>
      <PasswordForm action={acceptInvite} email={email} token={token} submit="Set password" newPassword />
      <ScriptMark />
    </>
  );
}
