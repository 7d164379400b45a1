-- guest-uploads/{folder}/… in bucket wedding-photos (issue 65): what guests send from their phones, one folder per
-- guest ({folder} is private.guest_upload_folder(their id), never the id itself), apart from guest-photos/.
--
--   the guest in x-guest-id   reads and deletes their own folder; writes there only a file they asked a place for
--                             (guest_uploads, state sending) while sending is open; reads the photos the couple
--                             approved while they share them
--   anyone else (no header, a made-up or removed guest's id, another guest's folder): nothing
--   members                   read and delete every upload (owners keep every folder already: …_bucket_folders.sql)
--
-- Storage checks a signed upload's insert when the site asks for the address (createSignedUploadUrl, as that guest),
-- and runs the upload itself as its own account. Safe to run again; skipped on plain Postgres.

do $migration$
begin
  if to_regclass('storage.objects') is null then
    raise notice 'no storage schema here (plain Postgres): the guest-uploads/ policies are skipped';
    return;
  end if;

  execute $sql$ drop policy if exists "wedding-photos: a guest reads their own uploads and the shared ones" on storage.objects $sql$;
  execute $sql$
    create policy "wedding-photos: a guest reads their own uploads and the shared ones" on storage.objects
      for select to anon, authenticated
      using (
        bucket_id = 'wedding-photos' and (storage.foldername(name))[1] = 'guest-uploads'
        and (
          (storage.foldername(name))[2] = (select private.requested_guest_upload_folder())
          or name = any ((select private.shared_guest_upload_paths())::text[])
        )
      )
  $sql$;

  execute $sql$ drop policy if exists "wedding-photos: a guest sends only what they asked a place for" on storage.objects $sql$;
  execute $sql$
    create policy "wedding-photos: a guest sends only what they asked a place for" on storage.objects
      for insert to anon, authenticated
      with check (
        bucket_id = 'wedding-photos' and (storage.foldername(name))[1] = 'guest-uploads'
        and (storage.foldername(name))[2] = (select private.requested_guest_upload_folder())
        and private.guest_upload_awaited(name)
      )
  $sql$;

  -- The site replaces the file with its prepared copy (an upsert) before it is stored, never after.
  execute $sql$ drop policy if exists "wedding-photos: a guest's file is prepared in place before it is stored" on storage.objects $sql$;
  execute $sql$
    create policy "wedding-photos: a guest's file is prepared in place before it is stored" on storage.objects
      for update to anon, authenticated
      using (
        bucket_id = 'wedding-photos' and (storage.foldername(name))[1] = 'guest-uploads'
        and (storage.foldername(name))[2] = (select private.requested_guest_upload_folder())
        and private.guest_upload_awaited(name)
      )
      with check (
        bucket_id = 'wedding-photos' and (storage.foldername(name))[1] = 'guest-uploads'
        and (storage.foldername(name))[2] = (select private.requested_guest_upload_folder())
        and private.guest_upload_awaited(name)
      )
  $sql$;

  execute $sql$ drop policy if exists "wedding-photos: a guest deletes their own uploads" on storage.objects $sql$;
  execute $sql$
    create policy "wedding-photos: a guest deletes their own uploads" on storage.objects
      for delete to anon, authenticated
      using (
        bucket_id = 'wedding-photos' and (storage.foldername(name))[1] = 'guest-uploads'
        and (storage.foldername(name))[2] = (select private.requested_guest_upload_folder())
      )
  $sql$;

  execute $sql$ drop policy if exists "wedding-photos: members read the guests' uploads" on storage.objects $sql$;
  execute $sql$
    create policy "wedding-photos: members read the guests' uploads" on storage.objects
      for select to authenticated
      using (bucket_id = 'wedding-photos' and (storage.foldername(name))[1] = 'guest-uploads' and (select private.is_member()))
  $sql$;

  execute $sql$ drop policy if exists "wedding-photos: members remove the guests' uploads" on storage.objects $sql$;
  execute $sql$
    create policy "wedding-photos: members remove the guests' uploads" on storage.objects
      for delete to authenticated
      using (bucket_id = 'wedding-photos' and (storage.foldername(name))[1] = 'guest-uploads' and (select private.is_member()))
  $sql$;
end;
$migration$;
