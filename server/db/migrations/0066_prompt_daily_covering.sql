-- The prompts grid reads the sparklines of the rows in view: 30 days of a page of prompts. The primary key
-- now carries the counts a sparkline needs, so those days are read from the index alone (an index-only
-- scan once the table is vacuumed), not from heap pages spread over the whole year's rows.
alter table public.prompt_daily drop constraint prompt_daily_pkey;
alter table public.prompt_daily add primary key (prompt_id, day, platform) include (user_id, answers, impressions);
