-- Answer search (answers(filter: { search })): words through Postgres text search in the answer's language,
-- and, in text no language was detected in (Japanese and other text without spaces between words), any
-- stretch of it through trigrams.
create extension if not exists pg_trgm;

-- The text search configuration of the answer's language, as the analyzer detected it when the answer was
-- stored (answer-search.ts). Answers stored before are searched with 'simple' (words as written, no
-- stemming): their language cannot be detected in SQL.
alter table public.answers add column search_config regconfig not null default 'simple';

-- The answer's words, kept: ranking the matches of a common word reads each one's words, and parsing them
-- again from the text took about 60 µs an answer (seconds for tens of thousands of matches).
alter table public.answers add column search_words tsvector
  generated always as (to_tsvector(search_config, coalesce(answer_text, ''))) stored;

-- Queries always name the account, but a GIN index cannot lead with it: the search's words and trigrams
-- narrow the rows first, and user_id is checked on those.
create index answers_search_words on public.answers using gin (search_words);
-- Trigrams only where words cannot be relied on ('simple'): over every answer they tripled what search
-- added to the demo's data folder (13 of 15 MB, of a 120 MB budget), for parts of words alone.
create index answers_search_trigrams on public.answers using gin (answer_text gin_trgm_ops)
  where search_config = 'simple'::regconfig;
