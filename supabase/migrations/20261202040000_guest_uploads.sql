-- The day's photos from guests' phones (issue 65): each guest's uploads, their states, and the settings the desk
-- changes. A guest reaches only their own, through the functions below with the public key and x-guest-id; members
-- read, approve and remove every one. Storage's side is in …_guest_upload_bucket.sql. See supabase/README.md,
-- "Guests' uploads". Safe to run again.

-- One row: when uploads close, whether approved photos are shared, each guest's limits, the plan's room.
create table if not exists public.guest_upload_settings (
  id smallint primary key default 1 constraint guest_upload_settings_single_row check (id = 1),
  -- The last day (venue time) a guest may add photos; null: 30 days after the wedding's date.
  closes_on date,
  share_approved boolean not null default false,
  files_per_guest integer not null default 200 constraint guest_upload_settings_files check (files_per_guest between 0 and 10000),
  bytes_per_guest bigint not null default 524288000 constraint guest_upload_settings_bytes check (bytes_per_guest between 0 and 1099511627776),
  -- The plan's storage, and what of it guests' uploads never take: the couple's own photos always keep room.
  plan_bytes bigint not null default 1073741824 constraint guest_upload_settings_plan check (plan_bytes between 0 and 1099511627776),
  kept_for_couple_bytes bigint not null default 104857600 constraint guest_upload_settings_kept check (kept_for_couple_bytes between 0 and 1099511627776),
  updated_at timestamptz not null default now()
);
comment on table public.guest_upload_settings is 'Guests'' uploads: closing date, sharing, per-guest limits and the plan''s room (one row).';
insert into public.guest_upload_settings (id) values (1) on conflict (id) do nothing;

drop trigger if exists guest_upload_settings_touch on public.guest_upload_settings;
create trigger guest_upload_settings_touch before update on public.guest_upload_settings
  for each row execute function private.touch_updated_at();

create table if not exists public.guest_uploads (
  id uuid primary key default gen_random_uuid(),
  -- Null once the guest is removed from the list: the couple keeps what they sent.
  guest_id uuid references public.guests (id) on delete set null,
  -- The phone's own name for the file (a hash of its bytes): the same file is taken once.
  client_ref text not null constraint guest_uploads_client_ref check (client_ref ~ '^[A-Za-z0-9_-]{8,64}$'),
  path text not null constraint guest_uploads_path check (path ~ '^guest-uploads/[0-9a-f]{32}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|mp4|mov)$'),
  kind text not null constraint guest_uploads_kind check (kind in ('photo', 'video')),
  content_type text not null constraint guest_uploads_type check (
    (kind = 'photo' and content_type in ('image/jpeg', 'image/png', 'image/webp'))
    or (kind = 'video' and content_type in ('video/mp4', 'video/quicktime'))
  ),
  -- Declared when sending, Storage's own figure once stored.
  bytes bigint not null constraint guest_uploads_bytes check (bytes between 1 and 52428800),
  -- sending: signed, not yet claimed; stored: checked and prepared by the site; removed: by the couple (its file deleted).
  state text not null default 'sending' constraint guest_uploads_state check (state in ('sending', 'stored', 'removed')),
  width integer constraint guest_uploads_width check (width between 1 and 100000),
  height integer constraint guest_uploads_height check (height between 1 and 100000),
  seconds numeric(7, 2) constraint guest_uploads_seconds check (seconds between 0 and 3600),
  approved_at timestamptz,
  approved_by uuid,
  created_at timestamptz not null default now(),
  stored_at timestamptz,
  removed_at timestamptz,
  constraint guest_uploads_path_unique unique (path),
  constraint guest_uploads_once unique (guest_id, client_ref)
);
comment on table public.guest_uploads is 'Photos and videos guests sent from their phones: who, where in the bucket, what, and the couple''s decision.';
create index if not exists guest_uploads_created_idx on public.guest_uploads (created_at desc);

-- A guest's folder is named by a hash of their id, never the id: a shared photo's address must not be a link.
create or replace function private.guest_upload_folder(guest uuid)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(encode(sha256(convert_to('guest-uploads/' || lower(guest::text), 'UTF8')), 'hex'), 32);
$$;

-- The folder of the guest named in x-guest-id. Security invoker, like requested_guest_photo_folder: it sees a
-- guest only through the guests policy, so a made-up or removed guest has none.
create or replace function private.requested_guest_upload_folder()
returns text
language sql
stable
set search_path = ''
as $$
  select private.guest_upload_folder(g.id) from public.guests g where g.id = private.requested_guest_id();
$$;

-- Whether guests may send now: from the start of the wedding's date in its time zone until the end of the closing
-- date (30 days after the wedding unless the couple set one). The site checks the same to the minute.
create or replace function private.guest_uploads_open()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  w jsonb;
  day date;
  closes date;
  zone text;
begin
  select i.wedding into w from public.wedding_info i where i.id = 1;
  if w is null or coalesce(w ->> 'staysAnInvitation', 'false') <> 'false' then
    return false;
  end if;
  day := (w ->> 'date')::date;
  if day is null then
    return false;
  end if;
  select s.closes_on into closes from public.guest_upload_settings s where s.id = 1;
  closes := coalesce(closes, day + 30);
  zone := coalesce(nullif(btrim(w ->> 'timeZone'), ''), 'Australia/Sydney');
  begin
    perform now() at time zone zone;
  exception when invalid_parameter_value then
    zone := 'Australia/Sydney'; -- the site's own default for a zone it cannot read (spec §3)
  end;
  return now() >= (day::timestamp at time zone zone) and now() < ((closes + 1)::timestamp at time zone zone);
exception when others then
  return false; -- no wedding date that reads as one: nothing opens
end;
$$;

-- Bytes the bucket holds, for the plan's room (Storage's own figure per object).
create or replace function private.bucket_bytes()
returns bigint
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  used bigint := 0;
begin
  if to_regclass('storage.objects') is not null then
    execute $sql$
      select coalesce(sum(case when o.metadata ->> 'size' ~ '^\d{1,15}$' then (o.metadata ->> 'size')::bigint else 0 end), 0)
      from storage.objects o where o.bucket_id = 'wedding-photos'
    $sql$ into used;
  end if;
  return used;
end;
$$;

-- An upload Storage may take at this name now: the guest in x-guest-id asked for it and it is not yet stored.
create or replace function private.guest_upload_awaited(name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.guest_uploads_open() and exists (
    select 1
    from public.guest_uploads u
    join public.guests g on g.id = u.guest_id
    where u.path = guest_upload_awaited.name and u.state = 'sending' and g.id = private.requested_guest_id()
  );
$$;

-- The photos every guest may see: approved, stored, and only while the couple shares them; for a real guest only.
create or replace function private.shared_guest_upload_paths()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(u.path), '{}')
  from public.guest_uploads u
  where u.state = 'stored' and u.approved_at is not null
    and (select s.share_approved from public.guest_upload_settings s where s.id = 1)
    and exists (select 1 from public.guests g where g.id = private.requested_guest_id());
$$;

revoke all on function private.guest_upload_folder(uuid), private.requested_guest_upload_folder(), private.guest_uploads_open(),
  private.bucket_bytes(), private.guest_upload_awaited(text), private.shared_guest_upload_paths() from public;
grant execute on function private.guest_upload_folder(uuid), private.requested_guest_upload_folder(), private.guest_uploads_open(),
  private.guest_upload_awaited(text), private.shared_guest_upload_paths() to anon, authenticated, service_role;
grant execute on function private.bucket_bytes() to authenticated, service_role;

-- The guest's page: the settings, whether sending is open, their own uploads, and (when shared) everyone's approved
-- photos, without whose they are. Null for a made-up or removed guest.
create or replace function public.guest_uploads_page()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with guest as (select g.id from public.guests g where g.id = private.requested_guest_id()),
  settings as (select s.* from public.guest_upload_settings s where s.id = 1)
  select jsonb_build_object(
    'closes_on', (select closes_on from settings),
    'share_approved', coalesce((select share_approved from settings), false),
    'files_per_guest', (select files_per_guest from settings),
    'bytes_per_guest', (select bytes_per_guest from settings),
    'open', private.guest_uploads_open(),
    'own', coalesce((
      select jsonb_agg(jsonb_build_object('id', u.id, 'client_ref', u.client_ref, 'path', u.path, 'kind', u.kind, 'state', u.state,
        'bytes', u.bytes, 'width', u.width, 'height', u.height, 'seconds', u.seconds, 'approved', u.approved_at is not null,
        'created_at', u.created_at) order by u.created_at desc)
      from public.guest_uploads u where u.guest_id = (select id from guest) and u.state <> 'removed'), '[]'::jsonb),
    'shared', coalesce((
      select jsonb_agg(jsonb_build_object('id', u.id, 'path', u.path, 'kind', u.kind, 'width', u.width, 'height', u.height,
        'seconds', u.seconds, 'created_at', u.created_at) order by u.created_at desc)
      from public.guest_uploads u
      where u.path = any (private.shared_guest_upload_paths()) and u.guest_id is distinct from (select id from guest)), '[]'::jsonb)
  )
  where exists (select 1 from guest);
$$;

-- A place for one file from the guest in x-guest-id: the same place again for the same file (client_ref), or why not:
-- unknown, closed, type, size, files, bytes (their limits), full (the plan's room), removed (the couple took it away).
create or replace function public.ticket_guest_upload(client_ref text, kind text, content_type text, bytes bigint)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  guest uuid;
  earlier public.guest_uploads;
  limits public.guest_upload_settings;
  extension text;
  mine record;
  made public.guest_uploads;
begin
  select g.id into guest from public.guests g where g.id = private.requested_guest_id();
  if guest is null then
    return jsonb_build_object('refused', 'unknown');
  end if;
  if client_ref is null or client_ref !~ '^[A-Za-z0-9_-]{8,64}$' then
    return jsonb_build_object('refused', 'type');
  end if;
  -- Serialises one guest's tickets, so two at once cannot both pass the limits.
  perform pg_advisory_xact_lock(hashtextextended('guest-uploads/' || guest::text, 0));
  select * into earlier from public.guest_uploads u where u.guest_id = guest and u.client_ref = ticket_guest_upload.client_ref;
  if earlier.id is not null then
    if earlier.state = 'removed' then
      return jsonb_build_object('refused', 'removed');
    end if;
    return jsonb_build_object('id', earlier.id, 'path', earlier.path, 'state', earlier.state);
  end if;
  if not private.guest_uploads_open() then
    return jsonb_build_object('refused', 'closed');
  end if;
  extension := case ticket_guest_upload.content_type
    when 'image/jpeg' then 'jpg' when 'image/png' then 'png' when 'image/webp' then 'webp'
    when 'video/mp4' then 'mp4' when 'video/quicktime' then 'mov' end;
  if extension is null or kind is distinct from (case when extension in ('mp4', 'mov') then 'video' else 'photo' end) then
    return jsonb_build_object('refused', 'type');
  end if;
  if bytes is null or bytes < 1 or bytes > 52428800 then
    return jsonb_build_object('refused', 'size');
  end if;
  select * into limits from public.guest_upload_settings s where s.id = 1;
  select count(*) as files, coalesce(sum(u.bytes), 0) as total into mine
  from public.guest_uploads u where u.guest_id = guest and u.state <> 'removed';
  if mine.files + 1 > limits.files_per_guest then
    return jsonb_build_object('refused', 'files');
  end if;
  if mine.total + bytes > limits.bytes_per_guest then
    return jsonb_build_object('refused', 'bytes');
  end if;
  if private.bucket_bytes() + (select coalesce(sum(u.bytes), 0) from public.guest_uploads u where u.state = 'sending') + bytes
     > limits.plan_bytes - limits.kept_for_couple_bytes then
    return jsonb_build_object('refused', 'full');
  end if;
  insert into public.guest_uploads (guest_id, client_ref, path, kind, content_type, bytes)
  values (guest, ticket_guest_upload.client_ref,
          'guest-uploads/' || private.guest_upload_folder(guest) || '/' || gen_random_uuid()::text || '.' || extension,
          ticket_guest_upload.kind, ticket_guest_upload.content_type, ticket_guest_upload.bytes)
  returning * into made;
  return jsonb_build_object('id', made.id, 'path', made.path, 'state', made.state);
end;
$$;

-- The site has checked and prepared the guest's file in place: it is stored, at the size Storage says it is.
create or replace function public.guest_upload_stored(upload_id uuid, width integer, height integer, seconds numeric)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  size bigint;
  done public.guest_uploads;
  object_path text;
begin
  select u.path into object_path
  from public.guest_uploads u join public.guests g on g.id = u.guest_id
  where u.id = upload_id and u.state = 'sending' and g.id = private.requested_guest_id();
  if object_path is null then
    return null;
  end if;
  if to_regclass('storage.objects') is not null then
    execute $sql$
      select case when o.metadata ->> 'size' ~ '^\d{1,15}$' then (o.metadata ->> 'size')::bigint end
      from storage.objects o where o.bucket_id = 'wedding-photos' and o.name = $1
    $sql$ into size using object_path;
    if size is null then
      return null; -- nothing arrived under its name
    end if;
  end if;
  update public.guest_uploads u
  set state = 'stored', stored_at = now(), bytes = coalesce(size, u.bytes),
      width = guest_upload_stored.width, height = guest_upload_stored.height, seconds = guest_upload_stored.seconds
  where u.id = upload_id
  returning * into done;
  return jsonb_build_object('id', done.id, 'path', done.path, 'state', done.state, 'bytes', done.bytes);
end;
$$;

-- The guest in x-guest-id takes one of theirs back (its file is deleted by the site, as that guest, first).
create or replace function public.forget_guest_upload(upload_id uuid)
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.guest_uploads u
  using public.guests g
  where u.id = upload_id and g.id = u.guest_id and g.id = private.requested_guest_id() and u.state <> 'removed'
  returning u.path;
$$;

-- For the desk (members only): the bucket's use against the plan, and what guests may still send in all.
create or replace function public.guest_upload_room()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'bucket_bytes', private.bucket_bytes(),
    'sending_bytes', (select coalesce(sum(u.bytes), 0) from public.guest_uploads u where u.state = 'sending'),
    'guest_bytes', (select coalesce(sum(u.bytes), 0) from public.guest_uploads u where u.state = 'stored'),
    'plan_bytes', s.plan_bytes,
    'kept_for_couple_bytes', s.kept_for_couple_bytes,
    'left_for_guests', greatest(0, s.plan_bytes - s.kept_for_couple_bytes - private.bucket_bytes()
      - (select coalesce(sum(u.bytes), 0) from public.guest_uploads u where u.state = 'sending'))
  )
  from public.guest_upload_settings s
  where s.id = 1 and private.is_member();
$$;
revoke all on function public.guest_upload_room() from public, anon, authenticated;
grant execute on function public.guest_upload_room() to authenticated, service_role;

revoke all on function public.guest_uploads_page(), public.ticket_guest_upload(text, text, text, bigint),
  public.guest_upload_stored(uuid, integer, integer, numeric), public.forget_guest_upload(uuid) from public, anon, authenticated;
grant execute on function public.guest_uploads_page(), public.ticket_guest_upload(text, text, text, bigint),
  public.guest_upload_stored(uuid, integer, integer, numeric), public.forget_guest_upload(uuid) to anon, service_role;

alter table public.guest_upload_settings enable row level security;
alter table public.guest_uploads enable row level security;
revoke all on table public.guest_upload_settings, public.guest_uploads from public, anon, authenticated;
grant select, update on table public.guest_upload_settings to authenticated;
grant select, insert, update, delete on table public.guest_uploads to authenticated;
grant all on table public.guest_upload_settings, public.guest_uploads to service_role;

drop policy if exists "members read the guests' upload settings" on public.guest_upload_settings;
create policy "members read the guests' upload settings" on public.guest_upload_settings
  for select to authenticated using ((select private.is_member()));

drop policy if exists "owners change the guests' upload settings" on public.guest_upload_settings;
create policy "owners change the guests' upload settings" on public.guest_upload_settings
  for update to authenticated using ((select private.is_owner())) with check ((select private.is_owner()));

drop policy if exists "members keep the guests' uploads" on public.guest_uploads;
create policy "members keep the guests' uploads" on public.guest_uploads
  for all to authenticated using ((select private.is_member())) with check ((select private.is_member()));
