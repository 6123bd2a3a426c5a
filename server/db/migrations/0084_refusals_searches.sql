-- Refusals and the searches an engine ran (issue 43).
--
-- An answer an engine declined to give ("I can't help with that") is stored as 'refused': like a failure
-- it is kept out of every answers and visibility denominator, and counted apart (refusals beside failures).
-- 'no_answer' is kept for engines whose platform may show no answer at all (Google without an AI Overview).
alter table public.answers drop constraint if exists answers_status_check;
alter table public.answers add constraint answers_status_check
  check (status in ('ok', 'failed', 'refused', 'no_answer'));

-- The web searches the engine reports having run before answering (its "query fan-out"), in its order.
alter table public.answers add column search_queries text[] not null default '{}';

-- The rollups that count answers and failures count refusals beside them (TOPIC_SUMS, rollups.store.ts).
alter table public.topic_daily add column refusals integer not null default 0;
alter table public.topic_totals add column refusals integer not null default 0;
alter table public.topic_window add column refusals integer not null default 0;
alter table public.prompt_daily add column refusals integer not null default 0;
alter table public.prompt_window add column refusals integer not null default 0;
alter table public.prompt_cumulative add column refusals integer not null default 0;

-- A run counts refusals as settled: the engine answered, it declined.
alter table public.collection_runs add column refusals integer not null default 0;
