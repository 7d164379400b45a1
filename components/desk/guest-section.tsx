import type { ComponentProps } from 'react';
import { GuestForm } from './guest-form';
import { GuestList } from './guest-list';
import { LiveRefresh } from './live-refresh';
import { ReplyCounts } from './reply-counts';
import { GUEST_SORTS, sortedLines, type DeskGuestList, type GuestSort } from '@/lib/desk/desk-guests';
import { deskLanguages } from '@/lib/desk/desk-languages';
import { countsPerPart } from '@/lib/desk/reply-counts';

interface Props {
  list: Promise<DeskGuestList>;
  sort: GuestSort;
  addGuest: ComponentProps<typeof GuestForm>['action'];
}

export function GuestsComing() {
  return (
    <>
      <p role="status">Reading the guests…</p>
      <noscript>
        <p>
          JavaScript is off in this browser now: <a href="/desk/script-off">show the guests without it</a>.
        </p>
      </noscript>
    </>
  );
}

export async function GuestSection({ list, sort, addGuest }: Props) {
  const { lines, guests, replies, parts, opensProblem, repliesProblem, onFolder } = await list;
  return (
    <>
      {repliesProblem ? <p role={onFolder ? undefined : 'alert'}>{repliesProblem}</p> : <ReplyCounts counts={countsPerPart(guests, replies, parts)} />}
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
        <GuestForm action={addGuest} languages={deskLanguages()} parts={parts} />
      </details>
    </>
  );
}
