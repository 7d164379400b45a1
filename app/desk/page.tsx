import { notFound } from 'next/navigation';
import { signIn } from './actions';
import { saveGuestAction } from './guest-actions';
import { GuestForm } from '@/components/desk/guest-form';
import { GuestList } from '@/components/desk/guest-list';
import { ReplyCounts } from '@/components/desk/reply-counts';
import { KeyForm } from '@/components/desk/key-form';
import { PasswordForm } from '@/components/desk/password-form';
import { SignedInBar } from '@/components/desk/signed-in-bar';
import { LiveRefresh } from '@/components/desk/live-refresh';
import { deskGuestList, GUEST_SORTS, isGuestSort, sortedLines } from '@/lib/desk/desk-guests';
import { deskLanguages } from '@/lib/desk/desk-languages';
import { deskSessionWith } from '@/lib/desk/desk-session';
import { countsPerPart } from '@/lib/desk/reply-counts';

export default async function DeskPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await deskSessionWith(deskGuestList);
  if (!session) notFound();
  const { visitor, data, local } = session;
  const asked = await searchParams;
  if (visitor.email === null && local) {
    return (
      <>
        <h1>Wedding desk</h1>
        <KeyForm refused={asked.key === 'refused'} />
      </>
    );
  }
  if (visitor.email === null) {
    return (
      <>
        <h1>Sign in to the wedding desk</h1>
        <PasswordForm action={signIn} submit="Sign in" />
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
  const { lines, guests, replies, parts, opensProblem, repliesProblem, onFolder } = data;
  const counts = countsPerPart(guests, replies, parts);
  const sort = isGuestSort(asked.sort) ? asked.sort : 'name';
  return (
    <>
      <h1>Wedding desk</h1>
      <SignedInBar email={visitor.email} member owner={visitor.role === 'owner'} local={local} />
      {repliesProblem ? <p role={onFolder ? undefined : 'alert'}>{repliesProblem}</p> : <ReplyCounts counts={counts} />}
      <h2>Guests ({guests.length})</h2>
      {opensProblem ? <p role="alert">{opensProblem}</p> : null}
      <nav className="desk-send" aria-label="Sort the guests">
        {Object.entries(GUEST_SORTS).map(([key, label]) => (
          <a key={key} href={key === 'name' ? '/desk' : `/desk?sort=${key}`} aria-current={key === sort ? 'true' : undefined}>
            {label}
          </a>
        ))}
      </nav>
      <GuestList lines={sortedLines({ lines, guests }, sort)} />
      <LiveRefresh seconds={20} />
      <p>
        <a href="/desk/import">Import guests from a spreadsheet</a> · <a href="/desk/guests.csv" download>
          Export the list (CSV)
        </a>{' '}
        · <a href="/desk/cards">QR cards to print</a>
      </p>
      <details className="desk-add">
        <summary>Add guest</summary>
        <GuestForm action={saveGuestAction} languages={deskLanguages()} parts={parts} />
      </details>
    </>
  );
}
