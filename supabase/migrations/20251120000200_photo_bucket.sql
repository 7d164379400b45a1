-- The private bucket wedding-photos and who may read what in it (spec §7, §9).
--
--   gallery/…                 shared photos (Memories, hero, venue): readable with the anon key
--   story/…                   love-story photos and videos: readable with the anon key
--   guest-photos/{folder}/…   one guest's own photos: readable only by a request whose
--                             x-guest-id header names that guest ({folder} is their photo_dir, else their id)
--
-- Reading is what listing and signing need: Storage lists and signs only the objects the
-- policies let the caller select. Nothing may be written with the anon key (no write policies).
-- Applies on plain Postgres too: without Supabase's storage schema it does nothing.

do $migration$
begin
  if to_regclass('storage.buckets') is null or to_regclass('storage.objects') is null then
    raise notice 'no storage schema here (plain Postgres): the wedding-photos bucket and its policies are skipped';
    return;
  end if;

  insert into storage.buckets (id, name, public)
  values ('wedding-photos', 'wedding-photos', false)
  on conflict (id) do update set public = false;

  execute $sql$ drop policy if exists "wedding-photos: shared folders are readable by everyone" on storage.objects $sql$;
  execute $sql$
    create policy "wedding-photos: shared folders are readable by everyone" on storage.objects
      for select to anon, authenticated
      using (bucket_id = 'wedding-photos' and (storage.foldername(name))[1] in ('gallery', 'story'))
  $sql$;

  execute $sql$ drop policy if exists "wedding-photos: a guest's folder is readable only by a request naming that guest" on storage.objects $sql$;
  execute $sql$
    create policy "wedding-photos: a guest's folder is readable only by a request naming that guest" on storage.objects
      for select to anon, authenticated
      using (
        bucket_id = 'wedding-photos'
        and (storage.foldername(name))[1] = 'guest-photos'
        and (storage.foldername(name))[2] = (select private.requested_guest_photo_folder())
      )
  $sql$;
end;
$migration$;
