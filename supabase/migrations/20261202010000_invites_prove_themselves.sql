-- An invite proves itself (issue 63): whoever opens the link and sets a password becomes the member, whatever
-- someone else did with the address before. Sign-ups are open and unconfirmed, so an address may already belong
-- to a stranger's account: the invite then makes its own account at an address derived from its token, which
-- nobody can take beforehand, and the member signs in with their own address (see docs/decisions.md,
-- "An invite proves itself"). Only an account made after the invite can take it up. Safe to run again.

alter table public.members add column if not exists sign_in_email text;
comment on column public.members.sign_in_email is 'The address the member''s account signs in with, when the invite had to make one beside theirs.';

-- The invite's own address for `email`: its local part, a tag from the token, its domain.
create or replace function private.invite_account(token text, email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select split_part(email, '@', 1) || '+desk-' || left(encode(sha256(convert_to('desk-account:' || coalesce(token, ''), 'UTF8')), 'hex'), 16)
    || '@' || split_part(email, '@', 2);
$$;
revoke all on function private.invite_account(text, text) from public;

-- For an open invite, the address of the account it makes when its own address is taken.
create or replace function public.member_invite_account(token text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.invite_account(member_invite_account.token, i.email) from public.member_invites i
  where i.token_hash = encode(sha256(convert_to(coalesce(member_invite_account.token, ''), 'UTF8')), 'hex')
    and i.accepted_at is null and i.expires_at > now();
$$;

-- Where a member whose invite made its own account signs in; nothing for anyone else.
create or replace function public.member_sign_in_address(email text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.sign_in_email from public.members m where m.email = lower(btrim(member_sign_in_address.email)) and m.sign_in_email is not null limit 1;
$$;

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
  made timestamptz;
  earlier text;
  granted text;
begin
  if me is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  select * into invite from public.member_invites i
  where i.token_hash = encode(sha256(convert_to(coalesce(accept_member_invite.token, ''), 'UTF8')), 'hex')
    and i.accepted_at is null and i.expires_at > now()
  for update;
  select u.created_at into made from auth.users u where u.id = me;
  if invite.token_hash is null
    or address not in (invite.email, private.invite_account(accept_member_invite.token, invite.email))
    or made is null or made < invite.created_at then
    raise exception 'this invite is used, expired or for another address' using errcode = '42501';
  end if;
  -- The same person's earlier account gives its place to this one, an owner's rank with it.
  select m.role into earlier from public.members m where m.email = invite.email and m.user_id <> me order by m.role = 'owner' desc limit 1;
  granted := case when earlier = 'owner' then 'owner' else invite.role end;
  insert into public.members (user_id, role, email, sign_in_email) values (me, granted, invite.email, nullif(address, invite.email))
  on conflict (user_id) do update set role = case when public.members.role = 'owner' then 'owner' else excluded.role end, sign_in_email = excluded.sign_in_email;
  delete from public.members m where m.email = invite.email and m.user_id <> me;
  update public.member_invites set accepted_at = now() where token_hash = invite.token_hash;
  return granted;
end;
$$;

revoke all on function public.member_invite_account(text), public.member_sign_in_address(text), public.accept_member_invite(text) from public;
grant execute on function public.member_invite_account(text), public.member_sign_in_address(text) to anon, authenticated, service_role;
grant execute on function public.accept_member_invite(text) to authenticated, service_role;
