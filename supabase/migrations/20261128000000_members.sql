-- The wedding's members (issue 44): the couple and whoever helps them, signed in through Supabase Auth.
-- See docs/decisions.md, "The desk on the couple's own site, signed in".
--
--   * public.members binds an Auth user to the wedding as 'owner' or 'helper'. Nobody becomes one by
--     signing up: only accept_invite() with an unused, unexpired invite adds a row.
--   * Members, and only members, read and write the wedding's tables and the bucket's folders, with the
--     public key and their own session: row-level security decides, never a secret key on the site.
--   * Anonymous guests' access is unchanged: these policies name the authenticated role and a member.
-- Safe to run again (if not exists, create or replace, drop policy if exists).

create table if not exists public.members (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null constraint members_role_known check (role in ('owner', 'helper')),
  email text not null,
  added_at timestamptz not null default now()
);
comment on table public.members is 'Who may change the wedding: Auth users bound by an invite, as owner or helper.';

create table if not exists public.member_invites (
  -- The link carries the token; the table keeps only its SHA-256, so a read of the table opens nothing.
  token_hash text primary key constraint member_invites_hash_hex check (token_hash ~ '^[0-9a-f]{64}$'),
  email text not null constraint member_invites_email_plain check (length(email) between 3 and 320 and email !~ '[[:space:][:cntrl:]]'),
  role text not null constraint member_invites_role_known check (role in ('owner', 'helper')),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz
);
comment on table public.member_invites is 'Invites to become a member, by the SHA-256 of the link''s token; used once, within a week.';

alter table public.members enable row level security;
alter table public.member_invites enable row level security;
revoke all on table public.members, public.member_invites from public, anon, authenticated;
grant all on table public.members, public.member_invites to service_role;
grant select, delete on table public.members to authenticated;
grant select, delete on table public.member_invites to authenticated;

-- Security definer, so the policies below can ask without reading members through its own policy.
create or replace function private.member_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.role from public.members m where m.user_id = (select auth.uid());
$$;

create or replace function private.is_member()
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.member_role() is not null;
$$;

create or replace function private.is_owner()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(private.member_role() = 'owner', false);
$$;

revoke all on function private.member_role(), private.is_member(), private.is_owner() from public;
grant execute on function private.member_role(), private.is_member(), private.is_owner() to authenticated, service_role;

-- An owner makes an invite; the token is returned once and never stored.
create or replace function public.create_member_invite(email text, role text default 'helper')
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  token text := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
begin
  if not private.is_owner() then
    raise exception 'only an owner of the wedding may invite' using errcode = '42501';
  end if;
  insert into public.member_invites (token_hash, email, role, created_by)
  values (encode(sha256(convert_to(token, 'UTF8')), 'hex'), lower(btrim(create_member_invite.email)), create_member_invite.role, (select auth.uid()));
  return token;
end;
$$;

-- The signed-in person whose e-mail the invite names becomes a member; the invite is then used up.
create or replace function public.accept_member_invite(token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  invite public.member_invites;
  me uuid := (select auth.uid());
  address text := lower(coalesce((select auth.jwt()) ->> 'email', ''));
begin
  if me is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  select * into invite from public.member_invites i
  where i.token_hash = encode(sha256(convert_to(coalesce(accept_member_invite.token, ''), 'UTF8')), 'hex')
    and i.accepted_at is null and i.expires_at > now()
  for update;
  if invite.token_hash is null or invite.email <> address then
    raise exception 'this invite is used, expired or for another address' using errcode = '42501';
  end if;
  insert into public.members (user_id, role, email) values (me, invite.role, address)
  on conflict (user_id) do update set role = case when public.members.role = 'owner' then 'owner' else excluded.role end;
  update public.member_invites set accepted_at = now() where token_hash = invite.token_hash;
  return invite.role;
end;
$$;

-- Whom an open invite is for, so its page can ask only for a password; a wrong or used token names no one.
create or replace function public.member_invite_email(token text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select i.email from public.member_invites i
  where i.token_hash = encode(sha256(convert_to(coalesce(member_invite_email.token, ''), 'UTF8')), 'hex')
    and i.accepted_at is null and i.expires_at > now();
$$;

revoke all on function public.create_member_invite(text, text), public.accept_member_invite(text), public.member_invite_email(text) from public;
grant execute on function public.create_member_invite(text, text), public.accept_member_invite(text) to authenticated, service_role;
grant execute on function public.member_invite_email(text) to anon, authenticated, service_role;

drop policy if exists "members see who else is a member" on public.members;
create policy "members see who else is a member" on public.members
  for select to authenticated using ((select private.is_member()));

drop policy if exists "an owner removes another member" on public.members;
create policy "an owner removes another member" on public.members
  for delete to authenticated using ((select private.is_owner()) and user_id <> (select auth.uid()));

drop policy if exists "owners see the invites" on public.member_invites;
create policy "owners see the invites" on public.member_invites
  for select to authenticated using ((select private.is_owner()));

drop policy if exists "an owner withdraws an invite" on public.member_invites;
create policy "an owner withdraws an invite" on public.member_invites
  for delete to authenticated using ((select private.is_owner()));

-- The wedding's own tables: members read and write all of them.
grant insert, update, delete on table public.wedding_info, public.guests, public.love_story, public.photo_gallery to authenticated;
grant select, delete on table public.guest_opens to authenticated;
grant usage, select on sequence public.love_story_id_seq, public.photo_gallery_id_seq to authenticated;

do $policies$
declare
  t text;
begin
  foreach t in array array['wedding_info', 'guests', 'love_story', 'photo_gallery'] loop
    execute format('drop policy if exists "members read and write %1$s" on public.%1$I', t);
    execute format(
      'create policy "members read and write %1$s" on public.%1$I for all to authenticated '
      'using ((select private.is_member())) with check ((select private.is_member()))', t);
  end loop;
end;
$policies$;

drop policy if exists "members read and reset opens" on public.guest_opens;
create policy "members read and reset opens" on public.guest_opens
  for all to authenticated using ((select private.is_member()));

do $storage$
begin
  if to_regclass('storage.objects') is null then
    raise notice 'no storage schema here (plain Postgres): the members'' bucket policy is skipped';
    return;
  end if;
  execute $sql$ drop policy if exists "wedding-photos: members read and write every folder" on storage.objects $sql$;
  execute $sql$
    create policy "wedding-photos: members read and write every folder" on storage.objects
      for all to authenticated
      using (bucket_id = 'wedding-photos' and (select private.is_member()))
      with check (bucket_id = 'wedding-photos' and (select private.is_member()))
  $sql$;
end;
$storage$;
