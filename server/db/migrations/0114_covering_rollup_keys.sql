-- The cold overview (issue 55) reads, per topic and period, a day's or a window's rows by their key and sums
-- a few columns of them. Those rows are written day by day and updated in place, so a topic's rows of a
-- month sit on as many pages as rows (160 pages for the 180 rows of one month, 212 for one window's
-- citations at 1,000,000 answers). Each key now carries the columns those reads sum, so they are answered
-- from the index alone once the pages are vacuumed (daily on the embedded store, autovacuum on Postgres):
-- a cold overview's statement reads 63 pages instead of 551.
alter table public.topic_daily drop constraint topic_daily_pkey,
  add primary key (topic_id, day, platform, prompt_kind)
    include (user_id, answers, impressions, sentiment_sum, sentiment_count);
alter table public.source_window drop constraint source_window_pkey,
  add primary key (topic_id, span, prompt_kind, platform, url_id) include (user_id, mentions);
alter table public.cited_not_named_daily drop constraint cited_not_named_daily_pkey,
  add primary key (topic_id, day, platform, prompt_kind) include (user_id, answers);
