-- The couple's own texts for the messages the desk sends (the invitation, the reminder, the QR card's line), per
-- language tag: one home for them, shared by every member's phone and the desk on the couple's computer. A
-- language without a row uses the texts the site ships. Guests' pages never read them: members only.
-- Safe to run again (if not exists, drop policy if exists).

create table if not exists public.desk_messages (
  language text primary key
    constraint desk_messages_language check (char_length(language) <= 35 and language ~ '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$'),
  invite_subject text not null constraint desk_messages_invite_subject check (char_length(invite_subject) <= 300),
  invite_body text not null constraint desk_messages_invite_body check (char_length(invite_body) <= 4000 and position('{link}' in invite_body) > 0),
  remind_subject text not null constraint desk_messages_remind_subject check (char_length(remind_subject) <= 300),
  remind_body text not null constraint desk_messages_remind_body check (char_length(remind_body) <= 4000 and position('{link}' in remind_body) > 0),
  card text not null constraint desk_messages_card check (char_length(card) <= 300),
  updated_at timestamptz not null default now()
);
comment on table public.desk_messages is 'The couple''s own invitation, reminder and QR card texts per language tag. Members only.';

alter table public.desk_messages enable row level security;
revoke all on table public.desk_messages from public, anon, authenticated;
grant select, insert, update, delete on table public.desk_messages to authenticated;
grant all on table public.desk_messages to service_role;

drop policy if exists "members write the messages" on public.desk_messages;
create policy "members write the messages" on public.desk_messages
  for all to authenticated
  using ((select private.is_member()))
  with check ((select private.is_member()));
