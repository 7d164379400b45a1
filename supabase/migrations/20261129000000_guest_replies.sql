-- Each guest's reply as the couple records it from whatever channel it came by (WhatsApp, a call, a card):
-- coming or not, how many, and a note such as a diet. Guests' pages never read it (information only, as the
-- specification has them): no grant to anon, and only the wedding's members read and write it.
-- Safe to run again (if not exists, create or replace, drop policy if exists).

create table if not exists public.guest_replies (
  guest_id uuid primary key references public.guests (id) on delete cascade,
  coming boolean not null,
  people smallint not null default 1 constraint guest_replies_people check (people between 0 and 50),
  note text not null default '' constraint guest_replies_note_length check (char_length(note) <= 500),
  updated_at timestamptz not null default now()
);
comment on table public.guest_replies is 'Each guest''s reply as the couple recorded it: coming or not, how many people, a note. Members only.';

alter table public.guest_replies enable row level security;
revoke all on table public.guest_replies from public, anon, authenticated;
grant select, insert, update, delete on table public.guest_replies to authenticated;
grant all on table public.guest_replies to service_role;

drop policy if exists "members record replies" on public.guest_replies;
create policy "members record replies" on public.guest_replies
  for all to authenticated
  using ((select private.is_member()))
  with check ((select private.is_member()));
