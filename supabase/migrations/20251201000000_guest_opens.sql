-- When each guest opened their invitation (issue 17): first and last time, and on how many days.
-- See supabase/README.md, "Who opened their invitation".
--
--   * public.guest_opens holds one row per guest who has opened their link. The anon key can
--     neither read nor write it (no grants, row-level security on, no policies): only the
--     secret key (npm run guests -- opens) reads it.
--   * public.record_guest_open(guest_id) is the one thing the anon key may do here. It stamps
--     an existing guest's open times and does nothing for an unknown id; it returns nothing
--     either way, so it cannot tell a caller whether an id is a guest's.
-- Safe to run again (if not exists, create or replace).

create table if not exists public.guest_opens (
  guest_id uuid primary key references public.guests (id) on delete cascade,
  first_opened_at timestamptz not null default now(),
  last_opened_at timestamptz not null default now(),
  -- Calendar days (UTC) on which the invitation was opened at least once.
  opening_days integer not null default 1 constraint guest_opens_days_positive check (opening_days >= 1),
  constraint guest_opens_in_order check (first_opened_at <= last_opened_at)
);
comment on table public.guest_opens is 'When each guest first and last opened their invitation, and on how many days (UTC). Written only by record_guest_open().';

alter table public.guest_opens enable row level security;
revoke all on table public.guest_opens from public, anon, authenticated;
grant all on table public.guest_opens to service_role;

-- Security definer: it runs as the table owner, so it can see whether the guest exists and
-- write guest_opens, while its caller can do neither. The times come from the database clock,
-- never from the caller. The empty search_path makes every name inside it schema-qualified.
create or replace function public.record_guest_open(guest_id uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.guest_opens as o (guest_id)
  select g.id from public.guests g where g.id = record_guest_open.guest_id
  on conflict on constraint guest_opens_pkey do update
    set last_opened_at = greatest(o.last_opened_at, now()),
        opening_days = o.opening_days
          + case when (o.last_opened_at at time zone 'UTC')::date < (now() at time zone 'UTC')::date then 1 else 0 end;
$$;
comment on function public.record_guest_open(uuid) is 'Stamps an existing guest''s first/last opened time and opening days; nothing for an unknown id; returns nothing.';

-- Functions are executable by everyone (PUBLIC) by default, and Supabase grants new ones to
-- anon and authenticated: only the site's key (anon) and the secret key may call this one.
revoke all on function public.record_guest_open(uuid) from public, anon, authenticated;
grant execute on function public.record_guest_open(uuid) to anon, service_role;
