-- Every guest reads their invitation in their own language (issue 30). Safe to run again.
--   guests.language               the guest's language, a BCP 47 tag ('pl', 'pt-BR', 'ar'); null: the wedding's default
--   wedding_info.language         the couple's default language (English when null)
--   love_story.translations       {"pl": {"title": …, "description": …, "details": …}, …}: the couple's words in other languages
--   photo_gallery.translations    {"pl": {"alt_text": …}, …}
-- A missing translation falls back to the default text. The policies of the tables are unchanged.
alter table public.guests
  add column if not exists language text
  constraint guests_language_tag check (language is null or language ~ '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$');
alter table public.wedding_info
  add column if not exists language text
  constraint wedding_info_language_tag check (language is null or language ~ '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$');
alter table public.love_story
  add column if not exists translations jsonb
  constraint love_story_translations_object check (translations is null or jsonb_typeof(translations) = 'object');
alter table public.photo_gallery
  add column if not exists translations jsonb
  constraint photo_gallery_translations_object check (translations is null or jsonb_typeof(translations) = 'object');
