-- The day's usual weather, as the couple gives it (issue 27): {highC, lowC, precipitationPercent, uvIndex}.
-- The Preview shows only the figures given here; a wedding without it shows none (never Sydney's).
-- Safe to run again.
alter table public.wedding_info
  add column if not exists weather jsonb
  constraint wedding_info_weather_object check (weather is null or jsonb_typeof(weather) = 'object');
comment on column public.wedding_info.weather is 'The day''s usual weather: {highC, lowC, precipitationPercent, uvIndex}; only given figures are shown.';
