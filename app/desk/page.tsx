import { notFound } from 'next/navigation';
import { signIn } from './actions';
import { addGuestAction } from './guest-actions';
import { AddGuestForm } from '@/components/desk/add-guest-form';
import { GuestList } from '@/components/desk/guest-list';
import { PasswordForm } from '@/components/desk/password-form';
import { SignedInBar } from '@/components/desk/signed-in-bar';
import { deskSiteUrl } from '@/lib/desk/desk-client';
import { guestsWithMessages } from '@/lib/desk/desk-guests';
import { deskSession } from '@/lib/desk/desk-session';
import { spokenLanguages } from '@/lib/i18n/catalogues';
import { languageName } from '@/lib/wedding/languages';

export default async function DeskPage() {
  const session = await deskSession();
  if (!session) notFound();
  const { client, visitor } = session;
  if (visitor.email === null) {
    return (
      <>
        <h1>Sign in to the wedding desk</h1>
        <PasswordForm action={signIn} submit="Sign in" />
      </>
    );
  }
  if (!visitor.role) {
    return (
      <>
        <h1>Wedding desk</h1>
        <SignedInBar email={visitor.email} />
        <p>This account is not one of the wedding&apos;s members. Ask the couple for an invite link.</p>
      </>
    );
  }
  const guests = await guestsWithMessages(client, await deskSiteUrl());
  const languages = spokenLanguages().map((tag) => ({ tag, name: languageName(tag) }));
  return (
    <>
      <h1>Wedding desk</h1>
      <SignedInBar email={visitor.email} member owner={visitor.role === 'owner'} />
      <h2>Guests ({guests.length})</h2>
      <GuestList guests={guests} />
      <details className="desk-add">
        <summary>Add guest</summary>
        <AddGuestForm action={addGuestAction} languages={languages} />
      </details>
    </>
  );
}
