-- When each answer's reading was last written: at collection, or by a re-analysis that read it otherwise.
-- Existing answers take the time of this migration (now() is fixed for the statement, so no table rewrite).
alter table public.answers add column analysed_at timestamptz not null default now();

-- The rules analyzer that last re-read the account's whole history, and when that generation started. An
-- answer whose reading was written before then and that it read the same keeps its row (a full re-read
-- after an upgrade rewrote tens of thousands of rows only to rename the analyzer): it reads as read by
-- read_by (analyzerAsRead in collection/answers.store.ts).
alter table public.reanalysis_jobs add column read_by text, add column read_at timestamptz;
