-- The members' part of bucket wedding-photos by role and folder (issue 63), in place of "members read
-- and write every folder" (20261128000000_members.sql):
--
--   gallery/, story/, guest-photos/   every member (owners and helpers) lists, reads, writes and deletes
--   incoming/                         every member, but only while the object is younger than an hour:
--                                     the desk's uploads wait there until an action claims them
--   desk-backups/ and any other       owners alone
--
-- Guests' anonymous policies (20251120000200_photo_bucket.sql) are unchanged. A move is an update: the
-- object must be the caller's before (using) and after (with check), so a helper cannot move a file
-- into desk-backups/ either. Safe to run again.

do $migration$
begin
  if to_regclass('storage.objects') is null then
    raise notice 'no storage schema here (plain Postgres): the members'' bucket policies are skipped';
    return;
  end if;

  execute $sql$ drop policy if exists "wedding-photos: members read and write every folder" on storage.objects $sql$;

  execute $sql$ drop policy if exists "wedding-photos: members keep the wedding's folders" on storage.objects $sql$;
  execute $sql$
    create policy "wedding-photos: members keep the wedding's folders" on storage.objects
      for all to authenticated
      using (bucket_id = 'wedding-photos' and (storage.foldername(name))[1] in ('gallery', 'story', 'guest-photos') and (select private.is_member()))
      with check (bucket_id = 'wedding-photos' and (storage.foldername(name))[1] in ('gallery', 'story', 'guest-photos') and (select private.is_member()))
  $sql$;

  execute $sql$ drop policy if exists "wedding-photos: members see an upload in incoming/ for its first hour" on storage.objects $sql$;
  execute $sql$
    create policy "wedding-photos: members see an upload in incoming/ for its first hour" on storage.objects
      for all to authenticated
      using (
        bucket_id = 'wedding-photos' and (storage.foldername(name))[1] = 'incoming'
        and created_at > now() - interval '1 hour' and (select private.is_member())
      )
      with check (
        bucket_id = 'wedding-photos' and (storage.foldername(name))[1] = 'incoming'
        and created_at > now() - interval '1 hour' and (select private.is_member())
      )
  $sql$;

  execute $sql$ drop policy if exists "wedding-photos: owners alone keep desk-backups/ and the other folders" on storage.objects $sql$;
  execute $sql$
    create policy "wedding-photos: owners alone keep desk-backups/ and the other folders" on storage.objects
      for all to authenticated
      using (
        bucket_id = 'wedding-photos'
        and (storage.foldername(name))[1] is distinct from 'incoming'
        and (select private.is_owner())
      )
      with check (
        bucket_id = 'wedding-photos'
        and (storage.foldername(name))[1] is distinct from 'incoming'
        and (select private.is_owner())
      )
  $sql$;
end;
$migration$;
