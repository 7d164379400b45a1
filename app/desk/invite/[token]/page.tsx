import { notFound } from 'next/navigation';
import { acceptInviteAction } from '../../actions';
import { PasswordForm } from '@/components/desk/password-form';
import { ScriptMark } from '@/components/desk/script-mark';
import { hasDesk, inviteEmail } from '@/lib/desk/accounts';
import { localDesk } from '@/lib/desk/local-desk';
import { INVITE_TOKEN } from '@/lib/wedding/member-fields';

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  if (!hasDesk() || localDesk()) notFound();
  const { token } = await params;
  const email = INVITE_TOKEN.test(token) ? await inviteEmail(token) : null;
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
      <PasswordForm action={acceptInviteAction} email={email} token={token} submit="Set password" newPassword />
      <ScriptMark />
    </>
  );
}
