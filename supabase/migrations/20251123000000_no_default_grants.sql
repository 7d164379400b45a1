-- Tables, views, sequences and functions created later in public (say, a song-request table the
-- couple adds in the dashboard) are closed to the public key until a migration opens them:
-- Supabase's default privileges would otherwise give anon and authenticated everything on them,
-- and a table without row-level security would be open to anyone holding the anon key.
-- Objects that exist already keep the grants the earlier migrations gave them.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;
-- Postgres also lets everyone (PUBLIC, so anon) run any new function.
alter default privileges in schema public revoke execute on functions from public;
alter default privileges revoke execute on functions from public;
