-- Each guest sees their own day (issue 31). Safe to run again.
--   guests.invited_to   the ids of the parts of the day the guest is invited to ('{ceremony}', '{ceremony,evening}'),
--                       as wedding_info.wedding.parts lists them (or ceremony, speeches, lunch when it lists none);
--                       empty: the whole day. Ids are lowercase letters, digits and hyphens (lib/wedding/day-parts.ts).
-- An id the wedding no longer lists is not refused here (the parts live in wedding_info's JSON):
-- npm run doctor reports it. The policies of the table are unchanged: a guest reads only their own row.
alter table public.guests
  add column if not exists invited_to text[] not null default '{}'
  -- Every element an id: the array's text form ({ceremony,evening}) quotes anything else (and, of the ids,
  -- "null" alone), writes a missing element as NULL, and nests a second dimension in braces.
  constraint guests_invited_to_part_ids
    check (invited_to::text ~ '^\{(("null"|[a-z0-9][a-z0-9-]{0,39})(,("null"|[a-z0-9][a-z0-9-]{0,39}))*)?\}$');
comment on column public.guests.invited_to is 'The ids of the parts of the day (wedding_info.wedding.parts) the guest is invited to; empty: the whole day.';
