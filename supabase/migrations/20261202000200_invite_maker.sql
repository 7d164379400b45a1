-- An invite's token is made here alone (issue 62): an owner on the desk, and the couple's own tool with
-- the secret key (`npm run desk -- invite`, which runs as service_role), both call this function, which
-- returns the token once and keeps only its SHA-256; the secret key no longer writes the table itself.
-- The role checked is the request's (PostgREST's `set role`), which a security definer function keeps.
-- Safe to run again.

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
  if not (private.is_owner() or current_setting('role', true) = 'service_role') then
    raise exception 'only an owner of the wedding may invite' using errcode = '42501';
  end if;
  insert into public.member_invites (token_hash, email, role, created_by)
  values (encode(sha256(convert_to(token, 'UTF8')), 'hex'), lower(btrim(create_member_invite.email)), create_member_invite.role, (select auth.uid()));
  return token;
end;
$$;

revoke all on function public.create_member_invite(text, text) from public, anon;
grant execute on function public.create_member_invite(text, text) to authenticated, service_role;

revoke insert, update on table public.member_invites from service_role;
