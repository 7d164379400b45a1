-- At least one owner always (issue 63): two owners removing each other at once must not leave none.
-- See docs/decisions.md, "Owner removals wait for each other".
--
--   * Before any statement that deletes members or changes a role, the owners' rows are locked (in one
--     order), so a second removal waits until the first commits or rolls back.
--   * After it, the owners are counted again with a fresh snapshot, which then sees the first removal;
--     a member's statement that took away an owner and left none fails, and its transaction with it.
-- The secret key (service_role) and Auth deleting an account may still leave none: the couple can always
-- invite an owner again with `npm run desk -- invite`. Safe to run again.

create or replace function private.lock_owners()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.members m where m.role = 'owner' order by m.user_id for update;
  return null;
end;
$$;

create or replace function private.keep_an_owner()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if current_setting('role', true) = 'authenticated'
     and exists (select 1 from gone where gone.role = 'owner')
     and not exists (select 1 from public.members m where m.role = 'owner') then
    raise exception 'the wedding must keep at least one owner' using errcode = 'P0001';
  end if;
  return null;
end;
$$;

revoke all on function private.lock_owners(), private.keep_an_owner() from public;

drop trigger if exists members_lock_owners on public.members;
create trigger members_lock_owners
  before delete or update of role on public.members
  for each statement execute function private.lock_owners();

drop trigger if exists members_keep_an_owner_on_delete on public.members;
create trigger members_keep_an_owner_on_delete
  after delete on public.members
  referencing old table as gone
  for each statement execute function private.keep_an_owner();

drop trigger if exists members_keep_an_owner_on_update on public.members;
create trigger members_keep_an_owner_on_update
  after update on public.members
  referencing old table as gone
  for each statement execute function private.keep_an_owner();
