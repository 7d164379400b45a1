-- Upload tickets (issue 63): the desk's phones upload a photo straight to Storage, into incoming/, under a name
-- the desk chose and wrote down here with its type and size limit. Only a ticketed name may be uploaded; an
-- action claims it (checks its type and size, prepares it, stores it where it belongs) and deletes it; anything
-- not claimed within the hour is never listed or served again, and the desk deletes it at its next ticket.
-- Safe to run again.

create table if not exists public.upload_tickets (
  path text primary key constraint upload_tickets_path check (path ~ '^incoming/[0-9a-f-]{36}\.(jpg|webp)$'),
  content_type text not null constraint upload_tickets_type check (content_type in ('image/jpeg', 'image/webp')),
  max_bytes bigint not null constraint upload_tickets_size check (max_bytes between 1 and 52428800),
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now()
);
comment on table public.upload_tickets is 'The desk''s upload addresses in incoming/: what each may hold, until an action claims it.';

alter table public.upload_tickets enable row level security;
revoke all on table public.upload_tickets from public, anon, authenticated;
grant select, insert, delete on table public.upload_tickets to authenticated;
grant all on table public.upload_tickets to service_role;

drop policy if exists "members keep the upload tickets" on public.upload_tickets;
create policy "members keep the upload tickets" on public.upload_tickets
  for all to authenticated using ((select private.is_member())) with check ((select private.is_member()));

do $storage$
begin
  if to_regclass('storage.objects') is null then
    raise notice 'no storage schema here (plain Postgres): the incoming/ policies are skipped';
    return;
  end if;
  execute $sql$ drop policy if exists "wedding-photos: members see an upload in incoming/ for its first hour" on storage.objects $sql$;

  -- An hour on, only what a ticket still names stays visible, to be swept (a delete must see what it deletes).
  execute $sql$ drop policy if exists "wedding-photos: members read an upload in incoming/ for its first hour" on storage.objects $sql$;
  execute $sql$
    create policy "wedding-photos: members read an upload in incoming/ for its first hour" on storage.objects
      for select to authenticated
      using (
        bucket_id = 'wedding-photos' and (storage.foldername(name))[1] = 'incoming' and (select private.is_member())
        and (created_at > now() - interval '1 hour' or exists (select 1 from public.upload_tickets t where t.path = objects.name))
      )
  $sql$;

  execute $sql$ drop policy if exists "wedding-photos: members upload to incoming/ only under a ticket" on storage.objects $sql$;
  execute $sql$
    create policy "wedding-photos: members upload to incoming/ only under a ticket" on storage.objects
      for insert to authenticated
      with check (
        bucket_id = 'wedding-photos' and (storage.foldername(name))[1] = 'incoming' and (select private.is_member())
        and exists (select 1 from public.upload_tickets t where t.path = objects.name and t.created_at > now() - interval '1 hour')
      )
  $sql$;

  execute $sql$ drop policy if exists "wedding-photos: members delete an upload in incoming/" on storage.objects $sql$;
  execute $sql$
    create policy "wedding-photos: members delete an upload in incoming/" on storage.objects
      for delete to authenticated
      using (bucket_id = 'wedding-photos' and (storage.foldername(name))[1] = 'incoming' and (select private.is_member()))
  $sql$;
end;
$storage$;
