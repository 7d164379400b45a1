import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { signIn } from './actions';
import { saveGuestAction } from './guest-actions';
import { GuestSection, GuestsComing } from '@/components/desk/guest-section';
import { SCRIPT_MARK_COOKIE } from '@/components/desk/script-mark-cookie';
import { KeyForm } from '@/components/desk/key-form';
import { ScriptMark } from '@/components/desk/script-mark';
import { PasswordForm } from '@/components/desk/password-form';
import { SignedInBar } from '@/components/desk/signed-in-bar';
import { deskGuestList, isGuestSort } from '@/lib/desk/desk-guests';
import { deskSessionWith } from '@/lib/desk/desk-session';

export default async function DeskPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // The guests are read beside the membership check but awaited only by their section, so the page's first part goes out first.
  const session = await deskSessionWith(async (place) => {
    const list = deskGuestList(place);
    list.catch(() => undefined); // a non-member's page drops the read unawaited
    return { list };
  });
  if (!session) notFound();
  const { visitor, data, local } = session;
  const asked = await searchParams;
  if (visitor.email === null && local) {
    return (
      <>
        <h1>Wedding desk</h1>
        <KeyForm refused={asked.key === 'refused'} />
        <ScriptMark />
      </>
    );
  }
  if (visitor.email === null) {
    return (
      <>
        <h1>Sign in to the wedding desk</h1>
        <PasswordForm action={signIn} submit="Sign in" />
        <ScriptMark />
      </>
    );
  }
  if (!visitor.role || !data) {
    return (
      <>
        <h1>Wedding desk</h1>
        <SignedInBar email={visitor.email} />
        <p>This account is not one of the wedding&apos;s members. Ask the couple for an invite link.</p>
      </>
    );
  }
  const sort = isGuestSort(asked.sort) ? asked.sort : 'name';
  const guests = <GuestSection list={data.list} sort={sort} addGuest={saveGuestAction} />;
  // React puts a later part in place with a script: a browser not known to run the desk's is sent the page whole.
  const inParts = (await cookies()).has(SCRIPT_MARK_COOKIE);
  return (
    <>
      <h1>Wedding desk</h1>
      <SignedInBar email={visitor.email} member owner={visitor.role === 'owner'} local={local} />
      {inParts ? <Suspense fallback={<GuestsComing />}>{guests}</Suspense> : guests}
    </>
  );
}
