-- The brand configurations (brandConfigHash) a collection run's attempts read their answers against: when
-- the run ends and one of them is no longer the account's (a change was made while it ran, and its
-- re-analysis may have read the history before the run stored them), a re-analysis reads them again.
alter table public.collection_runs add column read_with text[] not null default '{}';
