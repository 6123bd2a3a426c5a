-- Queries the platform showed no answer for (issue 43): Google shows an AI Overview for some searches only, and
-- AI Mode now and then answers nothing. Such an answer is stored as 'no_answer' (the status check has allowed
-- it since 0084): neither a refusal nor a failure, final (not asked again in the run or the day), kept out of
-- every answers and visibility denominator, and counted apart (no_answers beside refusals), so a platform's
-- answer rate (answers ÷ (answers + no answers)) can be shown.
alter table public.topic_daily add column no_answers integer not null default 0;
alter table public.topic_totals add column no_answers integer not null default 0;
alter table public.topic_window add column no_answers integer not null default 0;
alter table public.prompt_daily add column no_answers integer not null default 0;
alter table public.prompt_window add column no_answers integer not null default 0;
alter table public.prompt_cumulative add column no_answers integer not null default 0;

-- A run counts them as settled: the platform was asked and showed nothing.
alter table public.collection_runs add column no_answers integer not null default 0;
