-- Row-level security for the public anonymous key (spec §6). See supabase/README.md.
--
-- The site's server asks with the anon key and names the guest it was asked for in the
-- request header x-guest-id. PostgREST (and Storage, see the README) hand every request's
-- headers to Postgres as the setting request.headers, so the policies can check it:
--   * wedding_info, love_story, photo_gallery: anyone may read (they are the same for every guest);
--   * guests: a row is visible only to a request whose x-guest-id is that row's id, so the
--     list cannot be read and no guest can be read without already knowing their id;
--   * nothing can be written with the anon key (no write policies, and no write grants).
-- The service role (the secret key: seeding, the guest tool) bypasses row-level security.

-- The guest id named in the x-guest-id header, or null when it is missing or not a UUID.
create or replace function private.requested_guest_id()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  headers jsonb;
  raw text;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    return null; -- not JSON: treat as no header at all
  end;
  if headers is null or jsonb_typeof(headers) <> 'object' then
    return null;
  end if;
  raw := headers ->> 'x-guest-id';
  if raw is null or raw !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return null;
  end if;
  return raw::uuid;
end;
$$;

-- The photo folder (guest-photos/{folder}) of the guest named in x-guest-id: their photo_dir,
-- else their id. Security invoker on purpose: it sees a guest only through the guests policy.
create or replace function private.requested_guest_photo_folder()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(g.photo_dir, g.id::text)
  from public.guests g
  where g.id = private.requested_guest_id();
$$;

revoke all on function private.requested_guest_id() from public;
revoke all on function private.requested_guest_photo_folder() from public;
revoke all on function private.touch_updated_at() from public;
grant usage on schema private to anon, authenticated, service_role;
grant execute on function private.requested_guest_id() to anon, authenticated, service_role;
grant execute on function private.requested_guest_photo_folder() to anon, authenticated, service_role;

-- Supabase grants everything on new public tables to anon and authenticated by default;
-- row-level security already refuses their writes, and the grants are narrowed too.
revoke all on table public.wedding_info, public.guests, public.love_story, public.photo_gallery from anon, authenticated;
grant select on table public.wedding_info, public.guests, public.love_story, public.photo_gallery to anon, authenticated;
grant all on table public.wedding_info, public.guests, public.love_story, public.photo_gallery to service_role;
revoke all on sequence public.love_story_id_seq, public.photo_gallery_id_seq from anon, authenticated;
grant usage, select on sequence public.love_story_id_seq, public.photo_gallery_id_seq to service_role;

alter table public.wedding_info enable row level security;
alter table public.guests enable row level security;
alter table public.love_story enable row level security;
alter table public.photo_gallery enable row level security;

drop policy if exists "wedding_info is readable by everyone" on public.wedding_info;
create policy "wedding_info is readable by everyone" on public.wedding_info
  for select to anon, authenticated using (true);

drop policy if exists "love_story is readable by everyone" on public.love_story;
create policy "love_story is readable by everyone" on public.love_story
  for select to anon, authenticated using (true);

drop policy if exists "photo_gallery is readable by everyone" on public.photo_gallery;
create policy "photo_gallery is readable by everyone" on public.photo_gallery
  for select to anon, authenticated using (true);

-- (select …) makes Postgres work the header out once per query, not once per row.
drop policy if exists "a guest is readable only by a request naming its id in x-guest-id" on public.guests;
create policy "a guest is readable only by a request naming its id in x-guest-id" on public.guests
  for select to anon, authenticated using (id = (select private.requested_guest_id()));
