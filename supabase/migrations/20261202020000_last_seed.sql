-- What the last `npm run db:seed` wrote (issue 64): the folder and the project as they were right after it, and
-- each photo's hashes. The next seed, from any computer, tells the couple's own changes in the project from their
-- folder's against it. It holds guests' names and messages: only the secret key reads or writes it (row-level
-- security on, no policy, no grant to anon or authenticated). Safe to run again (if not exists).

create table if not exists public.last_seed (
  id smallint primary key default 1 constraint last_seed_single_row check (id = 1),
  seeded_at timestamptz not null default now(),
  -- The computer and folder it was seeded from ("host:/path"): the next seed from another copy says so.
  seeded_from text constraint last_seed_from_short check (char_length(seeded_from) <= 1000),
  folder jsonb not null constraint last_seed_folder_object check (jsonb_typeof(folder) = 'object'),
  project jsonb not null constraint last_seed_project_object check (jsonb_typeof(project) = 'object'),
  sources jsonb not null default '{}'::jsonb constraint last_seed_sources_object check (jsonb_typeof(sources) = 'object')
);
comment on table public.last_seed is 'What the last seed wrote: the folder and the project right after it. The secret key only.';

alter table public.last_seed enable row level security;
revoke all on table public.last_seed from public, anon, authenticated;
grant all on table public.last_seed to service_role;
