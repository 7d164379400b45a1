-- The couple's notices on the day ("The boat leaves the pier at 19:30"), for everyone or for the guests of one
-- part of the day, in one or several languages (texts: {"en": "…", "pt": "…"}; language: the one written first).
-- A guest's page reads, with the anon key and its x-guest-id header, only the notices meant for that guest:
-- not withdrawn, and for everyone or for a part the guest is invited to. Only members write them.
-- Safe to run again (if not exists, create or replace, drop policy if exists).

create or replace function private.notice_texts_valid(texts jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(texts) = 'object'
    and (select count(*) from jsonb_object_keys(texts)) between 1 and 40
    and not exists (
      select 1 from jsonb_each(texts) e
      where jsonb_typeof(e.value) <> 'string'
        or char_length(e.value #>> '{}') not between 1 and 280
        or char_length(e.key) > 35
        or e.key !~ '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$'
    );
$$;
revoke all on function private.notice_texts_valid(jsonb) from public;
grant execute on function private.notice_texts_valid(jsonb) to anon, authenticated, service_role;

create table if not exists public.announcements (
  id uuid primary key default gen_random_uuid(),
  -- A part of the day's id (wedding_info.wedding.parts), or null: everyone.
  part text constraint announcements_part check (part is null or part ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  language text not null,
  texts jsonb not null constraint announcements_texts check (private.notice_texts_valid(texts)),
  posted_at timestamptz not null default now(),
  edited_at timestamptz,
  withdrawn_at timestamptz,
  constraint announcements_language_written check (texts ? language)
);
comment on table public.announcements is 'The couple''s notices on the day; each guest reads those for everyone or for their parts.';
create index if not exists announcements_posted_idx on public.announcements (posted_at desc);

alter table public.announcements enable row level security;
revoke all on table public.announcements from public, anon, authenticated;
grant select on table public.announcements to anon;
grant select, insert, update, delete on table public.announcements to authenticated;
grant all on table public.announcements to service_role;

drop policy if exists "a guest reads the notices meant for them" on public.announcements;
create policy "a guest reads the notices meant for them" on public.announcements
  for select to anon
  using (
    withdrawn_at is null
    and exists (
      select 1
      from public.guests g
      where g.id = (select private.requested_guest_id())
        and (announcements.part is null or cardinality(g.invited_to) = 0 or announcements.part = any (g.invited_to))
    )
  );

drop policy if exists "members post the notices" on public.announcements;
create policy "members post the notices" on public.announcements
  for all to authenticated
  using ((select private.is_member()))
  with check ((select private.is_member()));
