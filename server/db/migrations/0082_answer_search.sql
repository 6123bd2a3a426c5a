-- Answer search (answers(filter: { search })): words through Postgres text search in the answer's language,
-- and, in text no language was detected in (Japanese and other text without spaces between words), any
-- stretch of it through trigrams.
create extension if not exists pg_trgm;

-- The text search configuration of the answer's language, as the analyzer detected it when the answer was
-- stored (answer-search.ts). Answers stored before are searched with 'simple' (words as written, no
-- stemming): their language cannot be detected in SQL.
alter table public.answers add column search_config regconfig not null default 'simple';

-- The answer's words are indexed, not kept: a stored tsvector ranked a common word's matches without parsing
-- their texts again, but it was larger than the texts (13 MB on the demo, whose data folder then reached
-- 119 of its 120 MB). Ranking parses the matches (answers.store.ts).
-- Queries always name the account, but a GIN index cannot lead with it: the search's words and trigrams
-- narrow the rows first, and user_id is checked on those.
create index answers_search_words on public.answers
  using gin (to_tsvector(search_config, coalesce(answer_text, '')));

-- Trigrams only where words cannot be relied on ('simple'): over every answer they were 13 MB of the demo's
-- data folder, for parts of words alone.
create index answers_search_trigrams on public.answers using gin (answer_text gin_trgm_ops)
  where search_config = 'simple'::regconfig;
