import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { signInAction, signOutAction } from './actions';
import { saveGuestAction } from './guest-actions';
import { GuestSection, GuestsComing } from '@/components/desk/guest-section';
import { SCRIPT_MARK_COOKIE } from '@/components/desk/script-mark-cookie';
import { KeyForm } from '@/components/desk/key-form';
import { ScriptMark } from '@/components/desk/script-mark';
import { PasswordForm } from '@/components/desk/password-form';
import { SignedInBar } from '@/components/desk/signed-in-bar';
import { NOT_A_MEMBER_PAGE } from '@/lib/desk/desk-action';
import { deskGuestList, isGuestSort } from '@/lib/desk/desk-guests';
import { deskVisitor } from '@/lib/desk/visitor';

export default async function DeskPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const visitor = await deskVisitor();
  if (!visitor) notFound();
  const asked = await searchParams;
  if (visitor.kind === 'signed-out') {
    return (
      <>
        <h1>{visitor.local ? 'Wedding desk' : 'Sign in to the wedding desk'}</h1>
        {visitor.local ? <KeyForm refused={asked.key === 'refused'} /> : <PasswordForm action={signInAction} submit="Sign in" />}
        <ScriptMark />
      </>
    );
  }
  if (visitor.kind === 'stranger') {
    return (
      <>
        <h1>Wedding desk</h1>
        <SignedInBar email={visitor.email} signOut={signOutAction} />
        <p>{NOT_A_MEMBER_PAGE}</p>
      </>
    );
  }
  const { member } = visitor;
  const list = deskGuestList(member.place);
  list.catch(() => undefined); // awaited by its section
  const sort = isGuestSort(asked.sort) ? asked.sort : 'name';
  const guests = <GuestSection list={list} sort={sort} addGuest={saveGuestAction} />;
  // React puts a later part in place with a script: a browser not known to run the desk's is sent the page whole.
  const inParts = (await cookies()).has(SCRIPT_MARK_COOKIE);
  return (
    <>
      <h1>Wedding desk</h1>
      <SignedInBar email={member.email} signOut={signOutAction} member owner={member.role === 'owner'} local={member.local} />
      {inParts ? <Suspense fallback={<GuestsComing />}>{guests}</Suspense> : guests}
    </>
  );
}
